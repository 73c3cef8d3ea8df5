import { bootstrapService } from '@simbiz/service-kit';
import { warehouseMigrations } from './database/migrations';
import { WarehouseModule } from './warehouse.module';

/** The warehouse service: storages and inventory. */
void bootstrapService({ name: 'warehouse', module: WarehouseModule, migrations: warehouseMigrations, audit: true });
