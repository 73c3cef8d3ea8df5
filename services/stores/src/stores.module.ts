import { Module } from '@nestjs/common';
import { PromotionsController } from './promotions/promotions.controller';
import { RoundController } from './round.controller';
import { StoresController } from './stores/stores.controller';

@Module({ controllers: [StoresController, PromotionsController, RoundController] })
export class StoresModule {}
