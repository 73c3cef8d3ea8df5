import { Module } from '@nestjs/common';
import { BudgetController } from './budget/budget.controller';
import { RoundConsumer } from './rounds/round-consumer';

@Module({ controllers: [BudgetController], providers: [RoundConsumer] })
export class EngineModule {}
