import { bootstrapService } from '@simbiz/service-kit';
import { worldsMigrations } from './database/migrations';
import { WorldsModule } from './worlds.module';

/** The worlds service: simulations, their members, and the audit log. */
void bootstrapService({ name: 'worlds', module: WorldsModule, migrations: worldsMigrations, audit: true });
