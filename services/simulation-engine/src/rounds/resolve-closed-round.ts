import { DECISION_AREAS, type RoundApplyDef, roundResolvedEvent, teamsMessages, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { admitCompanies, type CompanyDecisions, initialState, resolveRound, type RoundResults, type Screenplay, type WorldState } from '@simbiz/engine';
import { playedScreenplay, type Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { storeAnalyses } from '../analyses/analyses-store';
import type { EngineTables } from '../database/tables';
import { botCompanies, decideForBots, gatherTeamDecisions } from './gather-decisions';
import { AREA_NAMES, resultSlices } from './result-slices';
import { stage, type StageObserver } from './round-stages';

export interface EngineDeps {
  db: Kysely<EngineTables>;
  services: Requester;
  /** Fault injection for tests (ENGINE_STEP_DELAY_MS): a pause between gathering and resolving. */
  stepDelayMs?: number;
  /** Told how long each step took (the metrics). */
  observeStage?: StageObserver;
}

const APPLY_TIMEOUT_MS = 30_000;

/**
 * Resolves a closed round of a world, once: the world must be waiting for this round (or already
 * resolving it, after a crash). A round already stored is not resolved again; its results are
 * handed out again (each service applies them idempotently) and the world moves on. Anything else
 * (a duplicate announcement, a round the world has left) is skipped. A re-run (a manager's
 * request) resolves a stored round again from the same state and decisions and replaces it.
 */
export async function resolveClosedRound(deps: EngineDeps, worldId: string, round: number, rerun = false): Promise<'resolved' | 'skipped'> {
  const { db, services, observeStage } = deps;
  const plan = await services.call(worldsMessages.roundPlan, { worldId });
  const waiting = plan.status === WORLD_STATUS.awaitingEvaluation || plan.status === WORLD_STATUS.evaluating;
  if (!waiting || (plan.rerunRound ?? plan.currentRound) !== round || (plan.rerunRound !== null) !== rerun) return 'skipped';
  await services.call(worldsMessages.evaluationStarted, { worldId, round });
  const screenplay = await playedScreenplay(services, plan.screenplayId);
  const world = { worldId, round, lastRound: plan.rounds };
  let stored = await storedResolution(db, worldId, round);
  const { roster, start, decisions } = await stage('gather', observeStage, async () => {
    const roster = await services.call(teamsMessages.roster, { worldId });
    if (rerun) {
      // Again, from the same state and the decisions the round was resolved with (deterministic).
      if (!stored) throw new Error(`round ${round} of world ${worldId} was never resolved`);
      return { roster, start: await stateBefore(db, screenplay, worldId, round, roster, plan.botCompanies), decisions: stored.decisions };
    }
    if (stored) return { roster, start: null, decisions: null };
    const start = await stateBefore(db, screenplay, worldId, round, roster, plan.botCompanies);
    const decisions = { ...(await gatherTeamDecisions(services, worldId, round)), ...decideForBots(screenplay, start, plan.botCompanies, plan.rounds) };
    return { roster, start, decisions };
  });
  if (start && decisions) {
    if (deps.stepDelayMs && !rerun) await new Promise((resolve) => setTimeout(resolve, deps.stepDelayMs));
    stored = await stage('resolve', observeStage, () => resolveAndStore(deps, screenplay, world, start, decisions, rerun ? 'replace' : 'keepFirst'));
  }
  if (!stored) throw new Error('the resolution was not stored');
  const resolution = stored;
  await stage('analyses', observeStage, () => storeAnalyses(db, worldId, round, resolution));
  await stage('handOut', observeStage, () =>
    handOutResults(
      services,
      worldId,
      round,
      resolution.results,
      resolution.state,
      roster.map((c) => c.companyId),
    ),
  );
  await stage('report', observeStage, () => services.call(worldsMessages.evaluated, { worldId, round }));
  services.publish(roundResolvedEvent, { worldId, round });
  return 'resolved';
}

type Decisions = Record<string, CompanyDecisions>;
type Stored = { state: WorldState; results: RoundResults; decisions: Decisions };

/** Runs resolveRound and stores the round: the first resolution stays (`keepFirst`) unless a re-run replaces it. */
async function resolveAndStore(
  deps: EngineDeps,
  screenplay: Screenplay,
  { worldId, round, lastRound }: { worldId: string; round: number; lastRound: number },
  before: WorldState,
  decisions: Decisions,
  mode: 'keepFirst' | 'replace',
): Promise<Stored> {
  const seed = `${worldId}#${round}`;
  const started = performance.now();
  const outcome = resolveRound(screenplay, before, decisions, seed, { lastRound });
  const row = {
    state: JSON.stringify(outcome.state),
    results: JSON.stringify(outcome.results),
    decisions: JSON.stringify(decisions),
    engine_ms: performance.now() - started,
  };
  await deps.db
    .insertInto('resolution')
    .values({ world_id: worldId, round, seed, ...row })
    .onConflict((oc) => (mode === 'replace' ? oc.columns(['world_id', 'round']).doUpdateSet(row) : oc.columns(['world_id', 'round']).doNothing()))
    .execute();
  const stored = await storedResolution(deps.db, worldId, round);
  if (!stored) throw new Error('the resolution was not stored');
  return stored;
}

async function storedResolution(db: Kysely<EngineTables>, worldId: string, round: number): Promise<Stored | null> {
  const row = await db
    .selectFrom('resolution')
    .select(['state', 'results', 'decisions'])
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row ? { state: row.state as WorldState, results: row.results as RoundResults, decisions: row.decisions as Decisions } : null;
}

/** The world before the round: the last resolved state (or the start), with any new team companies. */
export async function stateBefore(
  db: Kysely<EngineTables>,
  screenplay: Screenplay,
  worldId: string,
  round: number,
  roster: readonly { companyId: string; name: string }[],
  bots: number,
): Promise<WorldState> {
  const teams = roster.map((c) => ({ id: c.companyId, name: c.name }));
  if (round === 1) return initialState(screenplay, [...teams, ...botCompanies(bots).map(({ id, name }) => ({ id, name }))], worldId);
  const previous = await storedResolution(db, worldId, round - 1);
  if (!previous) throw new Error(`round ${round - 1} of world ${worldId} has no stored state`);
  return admitCompanies(screenplay, previous.state, teams);
}

/** Every area's service gets its slice; each applies it idempotently, so handing out twice is harmless. */
async function handOutResults(
  services: Requester,
  worldId: string,
  round: number,
  results: RoundResults,
  state: WorldState,
  teamCompanyIds: string[],
): Promise<void> {
  const slices = resultSlices(results, state, teamCompanyIds);
  const options = { timeoutMs: APPLY_TIMEOUT_MS };
  await Promise.all(AREA_NAMES.map((name) => services.call(DECISION_AREAS[name].apply as RoundApplyDef, { worldId, round, companies: slices[name] }, options)));
}
