import { Module } from '@nestjs/common';
import { ProductPromotionsController } from './product-promotions/product-promotions.controller';
import { PromotionsController } from './promotions/promotions.controller';
import { RoundController } from './round.controller';
import { StoresController } from './stores/stores.controller';

@Module({ controllers: [StoresController, PromotionsController, ProductPromotionsController, RoundController] })
export class StoresModule {}
