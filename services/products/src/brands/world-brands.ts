import { type Caller, DomainError, ErrorCode, teamsMessages, USER_IN_WORLD_TYPE, WORLD_STATUS, type WorldBrands, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { ProductsTables } from '../database/tables';

/**
 * The first round whose decisions are not resolved yet: the round being played (or closing, or
 * resolved again) while the world runs, the one after the last once it is completed, and round 1
 * before the start (nothing is resolved then).
 */
export function firstUnresolvedRound(status: number, currentRound: number | null): number {
  if (currentRound === null) return 1;
  return status === WORLD_STATUS.completed ? currentRound + 1 : currentRound;
}

/**
 * Section 2's rule for the world's pages, as market research applies it: the world's managers and
 * its team members. 130001/130003 from worlds when the world is not the caller's, 130009 for a
 * participant on no team. Answers the first round not yet resolved.
 */
export async function worldReader(services: Requester, caller: Caller, worldId: string): Promise<number> {
  const world = await services.call(worldsMessages.context, { worldId }, { caller });
  if (world.userInWorldType === USER_IN_WORLD_TYPE.participant) {
    const teams = await services.call(teamsMessages.membership, { worldId }, { caller });
    if (teams.companyId === null) throw new DomainError(ErrorCode.notInTeam);
  }
  return firstUnresolvedRound(world.status, world.currentRound);
}

interface BrandRow {
  companyId: string;
  brandId: string;
  name: string;
  createdRound: number;
  modelCount: number;
}

/** The rows grouped by company, in the order they come (companies in order of first appearance). */
export function byCompany(rows: readonly BrandRow[]): WorldBrands {
  const groups = new Map<string, WorldBrands[number]['brands']>();
  for (const { companyId, ...brand } of rows) {
    const brands = groups.get(companyId) ?? [];
    brands.push(brand);
    groups.set(companyId, brands);
  }
  return [...groups].map(([companyId, brands]) => ({ companyId, brands }));
}

/**
 * Every company's brands made before round `unresolved` (public facts once their round is
 * resolved; a brand of the open round is its company's business until then), each with its models
 * of those rounds; companies without such a brand are left out. Oldest brand first.
 */
export async function worldBrands(db: Kysely<ProductsTables>, worldId: string, unresolved: number): Promise<WorldBrands> {
  const rows = await db
    .selectFrom('brand')
    .leftJoin('model', (join) => join.onRef('model.brand_id', '=', 'brand.id').on('model.created_round', '<', unresolved))
    .select((eb) => ['brand.company_id', 'brand.id', 'brand.name', 'brand.created_round', eb.fn.count<string>('model.id').as('models')])
    .where('brand.world_id', '=', worldId)
    .where('brand.created_round', '<', unresolved)
    .groupBy(['brand.company_id', 'brand.id', 'brand.name', 'brand.created_round'])
    .orderBy('brand.company_id')
    .orderBy('brand.created_round')
    .orderBy('brand.name')
    .execute();
  return byCompany(rows.map((r) => ({ companyId: r.company_id, brandId: r.id, name: r.name, createdRound: r.created_round, modelCount: Number(r.models) })));
}
