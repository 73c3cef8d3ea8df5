import { Module } from '@nestjs/common';
import { AnalysesController } from './analyses/analyses.controller';
import { BudgetController } from './budget/budget.controller';
import { MarketResearchController } from './market-research/market-research.controller';
import { KpisController } from './kpis/kpis.controller';
import { RoundConsumer } from './rounds/round-consumer';
import { RoundMetrics } from './rounds/round-metrics';

@Module({ controllers: [AnalysesController, BudgetController, KpisController, MarketResearchController], providers: [RoundConsumer, RoundMetrics] })
export class EngineModule {}
