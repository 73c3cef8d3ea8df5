import { bootstrapService } from '@simbiz/service-kit';
import { storesMigrations } from './database/migrations';
import { StoresModule } from './stores.module';

/** The stores service: stores, store products and company promotions. */
void bootstrapService({ name: 'stores', module: StoresModule, migrations: storesMigrations, audit: true });
