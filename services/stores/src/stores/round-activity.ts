import type { RoundActivity } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import type { StoresTables } from '../database/tables';

/** How many items of each stores area the company made for the round (or in every round), in one query. */
export async function roundActivity(db: Kysely<StoresTables>, worldId: string, companyId: string, round: number | undefined): Promise<RoundActivity> {
  const inRound = round === undefined ? sql`` : sql`and round = ${round}`;
  const count = (table: string, extra = sql``) =>
    sql<number>`(select count(*)::int from ${sql.table(table)} where world_id = ${worldId} and company_id = ${companyId} ${inRound} ${extra})`;
  const { rows } = await sql<RoundActivity>`select
      ${count('company_promotion')} as "companyPromotions",
      ${count('product_promotion')} as "productPromotions",
      ${count('ad_bid')} as "adBids",
      ${count('ad_recharge')} as "recharges",
      ${count('traffic_purchase')} as "trafficPackages",
      ${count('livestream', sql`and influencer_id is null`)} as "merchantLivestreams",
      ${count('livestream', sql`and influencer_id is not null`)} as "influencerLivestreams",
      ${count('showcase_choice')} as "showcaseChoices"`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('a select without from returns one row');
  return row;
}
