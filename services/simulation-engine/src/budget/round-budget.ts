import { type Budget, teamsMessages, worldsMessages } from '@simbiz/contracts';
import { proForma, SHIPPED_SCREENPLAYS, type ShippedScreenplayId } from '@simbiz/engine';
import type { ReadContext, Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { EngineTables } from '../database/tables';
import { gatherDraftDecisions } from '../rounds/gather-decisions';
import { stateBefore } from '../rounds/resolve-closed-round';

/**
 * The budget of the reader's company for the round being decided (round 1 before the start): the
 * world as the engine will resolve it, the company's decisions so far from each service's draft,
 * and the engine's pro forma of them with nothing sold. The projection is the engine's own
 * arithmetic, so the page shows what the round will charge, not a second formula.
 */
export async function roundBudget(db: Kysely<EngineTables>, services: Requester, reader: ReadContext): Promise<Budget> {
  const { worldId, companyId } = reader;
  const plan = await services.call(worldsMessages.roundPlan, { worldId });
  const screenplay = SHIPPED_SCREENPLAYS[plan.screenplayId as ShippedScreenplayId];
  if (!screenplay) throw new Error(`screenplay ${plan.screenplayId} is not shipped`);
  const round = reader.currentRound ?? 1;
  const [roster, decisions] = await Promise.all([services.call(teamsMessages.roster, { worldId }), gatherDraftDecisions(services, worldId, round, companyId)]);
  const world = await stateBefore(db, screenplay, worldId, round, roster, plan.botCompanies);
  const forma = proForma(screenplay, world, companyId, decisions, {}, plan.rounds);
  return {
    round,
    currency: screenplay.baseCurrency,
    cashAtStart: forma.cashAtStart,
    flows: forma.flows,
    projectedCash: forma.projectedCash,
    emergencyCredit: forma.emergencyCredit,
    warnings: forma.warnings.map((w) => ({ area: w.area, code: w.code, params: w.params ?? {} })),
  };
}
