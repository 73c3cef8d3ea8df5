import { Module } from '@nestjs/common';
import { AchievementsController } from './achievements/achievements.controller';
import { AdminSystemController } from './admin/admin-system.controller';
import { AdminWorldsController } from './admin/admin-worlds.controller';
import { CourseController } from './course/course.controller';
import { fileStoreProvider } from './file-store';
import { AuditLogController } from './logs/audit-log.controller';
import { ScreenplaysController } from './screenplays/screenplays.controller';
import { StageClock } from './stages/stage-clock';
import { WorldsController } from './worlds.controller';

@Module({
  controllers: [
    WorldsController,
    AchievementsController,
    CourseController,
    AdminWorldsController,
    AdminSystemController,
    ScreenplaysController,
    AuditLogController,
  ],
  providers: [StageClock, fileStoreProvider],
})
export class WorldsModule {}
