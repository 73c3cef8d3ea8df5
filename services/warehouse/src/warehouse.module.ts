import { Module } from '@nestjs/common';
import { ClearanceController } from './clearance/clearance.controller';
import { ReallocationController } from './reallocation/reallocation.controller';
import { WarehouseController } from './warehouse.controller';

@Module({ controllers: [WarehouseController, ClearanceController, ReallocationController] })
export class WarehouseModule {}
