import { type Budget, type ForecastInput, teamsMessages, worldsMessages } from '@simbiz/contracts';
import { type CompanyDecisions, forecastWorld, proForma, type Screenplay, type WorldState } from '@simbiz/engine';
import { playedScreenplay, type ReadContext, type Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { EngineTables } from '../database/tables';
import { gatherDraftDecisions } from '../rounds/gather-decisions';
import { stateBefore } from '../rounds/resolve-closed-round';

/** The reader's company in the round being decided (round 1 before the start): the world as the engine will resolve it, and its decisions so far. */
interface CompanyRound {
  screenplay: Screenplay;
  screenplayId: string;
  round: number;
  lastRound: number;
  world: WorldState;
  decisions: CompanyDecisions;
}

async function companyRound(db: Kysely<EngineTables>, services: Requester, reader: ReadContext): Promise<CompanyRound> {
  const { worldId, companyId } = reader;
  const plan = await services.call(worldsMessages.roundPlan, { worldId });
  const screenplay = await playedScreenplay(services, plan.screenplayId);
  const round = reader.currentRound ?? 1;
  const [roster, decisions] = await Promise.all([services.call(teamsMessages.roster, { worldId }), gatherDraftDecisions(services, worldId, round, companyId)]);
  const world = await stateBefore(db, screenplay, worldId, round, roster, plan.botCompanies);
  return { screenplay, screenplayId: plan.screenplayId, round, lastRound: plan.rounds, world, decisions };
}

/**
 * The budget of the reader's company: the engine's pro forma of its decisions so far with nothing
 * sold. The projection is the engine's own arithmetic, so the page shows what the round will
 * charge, not a second formula.
 */
export async function roundBudget(db: Kysely<EngineTables>, services: Requester, reader: ReadContext): Promise<Budget> {
  const { screenplay, round, lastRound, world, decisions } = await companyRound(db, services, reader);
  const forma = proForma(screenplay, world, reader.companyId, decisions, {}, lastRound);
  return {
    round,
    currency: screenplay.baseCurrency,
    cashAtStart: forma.cashAtStart,
    flows: forma.flows,
    projectedCash: forma.projectedCash,
    emergencyCredit: forma.emergencyCredit,
    warnings: forma.warnings.map((w) => ({ area: w.area, code: w.code, params: w.params ?? {} })),
    models: [...(world.companies.find((c) => c.id === reader.companyId)?.models ?? []), ...decisions.models].map((m) => ({ modelId: m.id, name: m.name })),
  };
}

/** What the browser works the team's forecast out from: its own company alone, none of the market's hidden state. */
export async function forecastInput(db: Kysely<EngineTables>, services: Requester, reader: ReadContext): Promise<ForecastInput> {
  const { screenplayId, round, lastRound, world, decisions } = await companyRound(db, services, reader);
  return { screenplayId, round, lastRound, world: forecastWorld(world, reader.companyId), decisions };
}
