import { Module } from '@nestjs/common';
import { StageClock } from './stages/stage-clock';
import { WorldsController } from './worlds.controller';

@Module({ controllers: [WorldsController], providers: [StageClock] })
export class WorldsModule {}
