import { Module } from '@nestjs/common';
import { BudgetController } from './budget/budget.controller';
import { MarketResearchController } from './market-research/market-research.controller';
import { KpisController } from './kpis/kpis.controller';
import { RoundConsumer } from './rounds/round-consumer';

@Module({ controllers: [BudgetController, KpisController, MarketResearchController], providers: [RoundConsumer] })
export class EngineModule {}
