import { Module } from '@nestjs/common';
import { BrandsController } from './brands/brands.controller';
import { ModelsController } from './models/models.controller';
import { PersonasController } from './personas/personas.controller';
import { ProductionsController } from './productions/productions.controller';
import { ResearchController } from './research/research.controller';
import { RoundController } from './round.controller';
import { WorldBrandsController } from './brands/world-brands.controller';

@Module({
  controllers: [BrandsController, PersonasController, ModelsController, ProductionsController, ResearchController, RoundController, WorldBrandsController],
})
export class ProductsModule {}
