import { Module } from '@nestjs/common';
import { RoundConsumer } from './rounds/round-consumer';

@Module({ providers: [RoundConsumer] })
export class EngineModule {}
