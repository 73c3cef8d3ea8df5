import { bootstrapService } from '@simbiz/service-kit';
import { productsMigrations } from './database/migrations';
import { ProductsModule } from './products.module';

/** The products service: brands, models and production plans. */
void bootstrapService({ name: 'products', module: ProductsModule, migrations: productsMigrations, audit: true });
