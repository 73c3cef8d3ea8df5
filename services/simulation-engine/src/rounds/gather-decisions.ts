import { DECISION_AREAS } from '@simbiz/contracts';
import { BOT_STYLES, botDecisions, type CompanyDecisions, companyDecisionsSchema, type Screenplay, type WorldState } from '@simbiz/engine';
import type { Requester } from '@simbiz/service-kit';

/** The decision areas that keep sections of every company's decision document. */
const SNAPSHOTS = Object.values(DECISION_AREAS).flatMap((area) => (area.snapshot ? [area.snapshot] : []));

/** Generous: a snapshot of a large class is a few thousand rows. */
const SNAPSHOT_TIMEOUT_MS = 30_000;

/**
 * Every team company's decisions for the round, from the snapshot each decision service takes as
 * the round closes (after which it refuses writes for that round), merged into the engine's
 * decision document and checked with its schema. A company that decided nothing gets none.
 */
export async function gatherTeamDecisions(services: Requester, worldId: string, round: number): Promise<Record<string, CompanyDecisions>> {
  const parts: { companies: Record<string, object> }[] = await Promise.all(
    SNAPSHOTS.map((message) => services.call(message, { worldId, round }, { timeoutMs: SNAPSHOT_TIMEOUT_MS })),
  );
  const decisions = mergeSections(parts);
  return Object.fromEntries([...decisions.keys()].sort().map((companyId) => [companyId, decisions.get(companyId) as CompanyDecisions]));
}

/** The decision areas' drafts: one company's part of each snapshot while its round is open. */
const DRAFTS = Object.values(DECISION_AREAS).flatMap((area) => (area.draft ? [area.draft] : []));

/**
 * One team company's decisions of a round still open, from each decision service's draft (no
 * fence: the company goes on deciding), merged and checked like a snapshot. Nothing decided yet
 * gives an empty document.
 */
export async function gatherDraftDecisions(services: Requester, worldId: string, round: number, companyId: string): Promise<CompanyDecisions> {
  const parts: { companies: Record<string, object> }[] = await Promise.all(DRAFTS.map((message) => services.call(message, { worldId, round, companyId })));
  return mergeSections(parts).get(companyId) ?? companyDecisionsSchema.parse({});
}

/** Each company's sections from every area merged into the engine's decision document, checked with its schema. */
function mergeSections(parts: readonly { companies: Record<string, object> }[]): Map<string, CompanyDecisions> {
  const companyIds = new Set(parts.flatMap((part) => Object.keys(part.companies)));
  return new Map(
    [...companyIds].map((companyId) => [companyId, companyDecisionsSchema.parse(Object.assign({}, ...parts.map((part) => part.companies[companyId] ?? {})))]),
  );
}

/** Computer-run companies: `bot-1`, `bot-2`, ... in rotating styles (budget, balanced, premium). */
export function botCompanies(count: number): { id: string; name: string; style: (typeof BOT_STYLES)[number] }[] {
  return Array.from({ length: count }, (_, i) => {
    const style = BOT_STYLES[i % BOT_STYLES.length] ?? 'balanced';
    return { id: `bot-${i + 1}`, name: `${style[0]?.toUpperCase()}${style.slice(1)} ${i + 1}`, style };
  });
}

/** What each bot of the world decides for the coming round. */
export function decideForBots(screenplay: Screenplay, state: WorldState, count: number, lastRound = screenplay.rounds): Record<string, CompanyDecisions> {
  return Object.fromEntries(
    botCompanies(count)
      .filter((bot) => state.companies.some((c) => c.id === bot.id))
      .map((bot) => [bot.id, botDecisions(screenplay, state, bot.id, bot.style, { lastRound })]),
  );
}
