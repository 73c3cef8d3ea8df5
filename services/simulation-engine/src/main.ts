import { bootstrapService } from '@simbiz/service-kit';
import { engineMigrations } from './database/migrations';
import { EngineModule } from './engine.module';

/** The simulation-engine service: resolves each closed round once. */
void bootstrapService({ name: 'simulation-engine', module: EngineModule, migrations: engineMigrations });
