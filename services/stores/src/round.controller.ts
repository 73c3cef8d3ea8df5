import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { storesMessages as m } from '@simbiz/contracts';
import { DATABASE, Handles, type ReplyOf, type RequestOf, takeRoundSnapshot } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { StoresTables } from './database/tables';

type Section = Required<z.input<typeof m.snapshot.reply>['companies'][string]>;

/** The engine's side: every store and listing and the round's promotions; sales once resolved. */
@Controller()
export class RoundController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<StoresTables>) {}

  @Handles(m.snapshot)
  snapshot(@Payload() input: RequestOf<typeof m.snapshot>): Promise<ReplyOf<typeof m.snapshot>> {
    return takeRoundSnapshot(this.db, input.worldId, input.round, async (tx) => {
      const companies: Record<string, Section> = {};
      const of = (companyId: string) => (companies[companyId] ??= { stores: [], listings: [], companyPromotions: [] });
      const { worldId, round } = input;
      for (const s of await tx
        .selectFrom('store')
        .selectAll()
        .where('world_id', '=', worldId)
        .where('opened_round', '<=', round)
        .orderBy('platform_id')
        .execute())
        of(s.company_id).stores.push({ platformId: s.platform_id });
      for (const p of await tx
        .selectFrom('store_product')
        .selectAll()
        .where('world_id', '=', worldId)
        .where('created_round', '<=', round)
        .orderBy('seq')
        .execute()) {
        of(p.company_id).listings.push({ platformId: p.platform_id, modelId: p.model_id, price: p.price, online: p.online });
      }
      for (const c of await tx
        .selectFrom('company_promotion')
        .selectAll()
        .where('world_id', '=', worldId)
        .where('round', '=', round)
        .orderBy('seq')
        .execute()) {
        of(c.company_id).companyPromotions.push({ channelId: c.channel_id, brandId: c.brand_id, budget: Number(c.budget) });
      }
      return { companies };
    });
  }

  /** Units and revenue per listing of the round replace what was kept for it (a re-run applies again). */
  @Handles(m.apply)
  async apply(@Payload() input: RequestOf<typeof m.apply>): Promise<ReplyOf<typeof m.apply>> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('listing_sales').where('world_id', '=', input.worldId).where('round', '=', input.round).execute();
      const rows = Object.entries(input.companies).flatMap(([companyId, slice]) =>
        slice.sales.map((s) => ({
          world_id: input.worldId,
          company_id: companyId,
          round: input.round,
          platform_id: s.platformId,
          model_id: s.modelId,
          units: s.units,
          revenue: s.revenue,
        })),
      );
      if (rows.length > 0) await tx.insertInto('listing_sales').values(rows).execute();
    });
    return { applied: true };
  }
}
