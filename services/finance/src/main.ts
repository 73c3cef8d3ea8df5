import { bootstrapService } from '@simbiz/service-kit';
import { financeMigrations } from './database/migrations';
import { FinanceModule } from './finance.module';

/** The finance service: capital, loans and statements. */
void bootstrapService({ name: 'finance', module: FinanceModule, migrations: financeMigrations, audit: true });
