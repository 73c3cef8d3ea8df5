import { Module } from '@nestjs/common';
import { AchievementsController } from './achievements/achievements.controller';
import { CourseController } from './course/course.controller';
import { referenceFilesProvider } from './course/reference-files';
import { StageClock } from './stages/stage-clock';
import { WorldsController } from './worlds.controller';

@Module({ controllers: [WorldsController, AchievementsController, CourseController], providers: [StageClock, referenceFilesProvider] })
export class WorldsModule {}
