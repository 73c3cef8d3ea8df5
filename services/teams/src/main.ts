import { bootstrapService } from '@simbiz/service-kit';
import { teamsMigrations } from './database/migrations';
import { TeamsModule } from './teams.module';

/** The teams service: teams, companies and membership. */
void bootstrapService({ name: 'teams', module: TeamsModule, migrations: teamsMigrations, audit: true });
