import { Module } from '@nestjs/common';
import { WorldsController } from './worlds.controller';

@Module({ controllers: [WorldsController] })
export class WorldsModule {}
