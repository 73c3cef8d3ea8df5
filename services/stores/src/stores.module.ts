import { Module } from '@nestjs/common';
import { AdBidsController } from './ad-bids/ad-bids.controller';
import { InfluencerLivestreamsController } from './livestreams/influencer-livestreams.controller';
import { MerchantLivestreamsController } from './livestreams/merchant-livestreams.controller';
import { PackagesController } from './packages/packages.controller';
import { ProductPromotionsController } from './product-promotions/product-promotions.controller';
import { PromotionsController } from './promotions/promotions.controller';
import { RechargesController } from './recharges/recharges.controller';
import { RoundController } from './round.controller';
import { ShowcaseController } from './showcase/showcase.controller';
import { StoresController } from './stores/stores.controller';
import { TrafficPackagesController } from './traffic-packages/traffic-packages.controller';

@Module({
  controllers: [
    StoresController,
    PromotionsController,
    ProductPromotionsController,
    ShowcaseController,
    PackagesController,
    TrafficPackagesController,
    AdBidsController,
    RechargesController,
    MerchantLivestreamsController,
    InfluencerLivestreamsController,
    RoundController,
  ],
})
export class StoresModule {}
