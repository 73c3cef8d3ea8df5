import { Module } from '@nestjs/common';
import { BudgetController } from './budget/budget.controller';
import { MarketResearchController } from './market-research/market-research.controller';
import { RoundConsumer } from './rounds/round-consumer';

@Module({ controllers: [BudgetController, MarketResearchController], providers: [RoundConsumer] })
export class EngineModule {}
