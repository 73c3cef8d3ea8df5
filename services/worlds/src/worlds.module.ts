import { Module } from '@nestjs/common';
import { AchievementsController } from './achievements/achievements.controller';
import { StageClock } from './stages/stage-clock';
import { WorldsController } from './worlds.controller';

@Module({ controllers: [WorldsController, AchievementsController], providers: [StageClock] })
export class WorldsModule {}
