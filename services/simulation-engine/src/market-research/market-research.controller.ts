import { Controller } from '@nestjs/common';
import { type Caller, engineMessages as m, worldsMessages } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS, type ShippedScreenplayId } from '@simbiz/engine';
import { CurrentCaller, Handles, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import { Payload } from '@nestjs/microservices';
import type { EngineTables } from '../database/tables';
import { marketReader } from './market-reader';
import { newsFlashOf } from './news-flash';

/** Market research (section 2): what the engine publishes of the market, for the world's managers and team members. */
@Controller()
export class MarketResearchController extends ServiceHandlers<EngineTables> {
  @Handles(m.newsFlash)
  async newsFlash(@Payload() input: RequestOf<typeof m.newsFlash>, @CurrentCaller() caller: Caller) {
    const reader = await marketReader(this.services, caller, input.worldId);
    const plan = await this.services.call(worldsMessages.roundPlan, { worldId: input.worldId });
    const screenplay = SHIPPED_SCREENPLAYS[plan.screenplayId as ShippedScreenplayId];
    if (!screenplay) throw new Error(`screenplay ${plan.screenplayId} is not shipped`);
    return newsFlashOf(screenplay, reader.currentRound);
  }
}
