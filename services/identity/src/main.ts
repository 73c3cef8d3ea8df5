import { bootstrapService } from '@simbiz/service-kit';
import { identityMigrations } from './database/migrations';
import { readIdentityConfig } from './identity.config';
import { IdentityModule } from './identity.module';

/** The identity service: accounts, sessions, roles and the license. */
void bootstrapService({ name: 'identity', module: IdentityModule.forRoot(readIdentityConfig()), migrations: identityMigrations, audit: true });
