import { Controller } from '@nestjs/common';
import { type Caller, engineMessages as m, worldsMessages } from '@simbiz/contracts';
import { initialState, type Screenplay, type WorldState } from '@simbiz/engine';
import { CurrentCaller, Handles, playedScreenplay, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import { Payload } from '@nestjs/microservices';
import { sql } from 'kysely';
import type { EngineTables } from '../database/tables';
import { marketReader } from './market-reader';
import { marketEnvironmentOf } from './market-environment';
import { marketSegmentsOf } from './market-segments';
import { newsFlashOf } from './news-flash';
import { companyRounds } from './company-rounds';
import { industryReportOf } from './industry-report';

/** Market research (section 2): what the engine publishes of the market, for the world's managers and team members. */
@Controller()
export class MarketResearchController extends ServiceHandlers<EngineTables> {
  @Handles(m.newsFlash)
  async newsFlash(@Payload() input: RequestOf<typeof m.newsFlash>, @CurrentCaller() caller: Caller) {
    const reader = await marketReader(this.services, caller, input.worldId);
    return newsFlashOf(await this.screenplayOf(input.worldId), reader.currentRound);
  }

  @Handles(m.marketSegments)
  async marketSegments(@Payload() input: RequestOf<typeof m.marketSegments>, @CurrentCaller() caller: Caller) {
    const { worldId, currentRound } = await marketReader(this.services, caller, input.worldId);
    const screenplay = await this.screenplayOf(worldId);
    if (currentRound === null) return marketSegmentsOf(screenplay, [], null);
    // Round 1 finds the screenplay's start; round r the segments round r - 1 left (only that part of the stored state is read).
    const rows = await this.db
      .selectFrom('resolution')
      .select(['round', sql<WorldState['segments']>`state->'segments'`.as('segments')])
      .where('world_id', '=', worldId)
      .where('round', '<', currentRound)
      .orderBy('round')
      .execute();
    const before = [initialState(screenplay, [], worldId).segments, ...rows.map((r) => r.segments)];
    return marketSegmentsOf(screenplay, before, currentRound);
  }

  @Handles(m.industryReport)
  async industryReport(@Payload() input: RequestOf<typeof m.industryReport>, @CurrentCaller() caller: Caller) {
    const { worldId } = await marketReader(this.services, caller, input.worldId);
    const screenplay = await this.screenplayOf(worldId);
    const order = { segmentIds: screenplay.segments.map((s) => s.id), platformIds: screenplay.platforms.map((p) => p.id) };
    const rounds = (await this.db.selectFrom('resolution').select('round').where('world_id', '=', worldId).orderBy('round').execute()).map((r) => r.round);
    const round = input.round ?? rounds.at(-1) ?? null;
    if (round === null || !rounds.includes(round)) return industryReportOf(order, rounds, round, []);
    return industryReportOf(order, rounds, round, await companyRounds(this.db, worldId, round));
  }

  @Handles(m.marketEnvironment)
  async marketEnvironment(@Payload() input: RequestOf<typeof m.marketEnvironment>, @CurrentCaller() caller: Caller) {
    const { worldId, currentRound } = await marketReader(this.services, caller, input.worldId);
    // Exchange rates as far as they are published: up to the round being decided (like news and segments), never ahead.
    const { rounds } = await this.services.call(worldsMessages.roundPlan, { worldId });
    return marketEnvironmentOf(await this.screenplayOf(worldId), rounds, currentRound ?? 0);
  }

  private async screenplayOf(worldId: string): Promise<Screenplay> {
    const plan = await this.services.call(worldsMessages.roundPlan, { worldId });
    return playedScreenplay(this.services, plan.screenplayId);
  }
}
