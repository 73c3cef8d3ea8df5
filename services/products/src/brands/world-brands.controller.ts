import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, productsMessages as m } from '@simbiz/contracts';
import { CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { ProductsTables } from '../database/tables';
import { worldBrands, worldReader } from './world-brands';

/** The companies list (operating/company/list): every company's brands of resolved rounds, for the world's managers and team members. */
@Controller()
export class WorldBrandsController extends ServiceHandlers<ProductsTables> {
  @Handles(m.worldBrands)
  async ofWorld(@Payload() input: RequestOf<typeof m.worldBrands>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.worldBrands>> {
    const unresolved = await worldReader(this.services, caller, input.worldId);
    return worldBrands(this.db, input.worldId, unresolved);
  }
}
