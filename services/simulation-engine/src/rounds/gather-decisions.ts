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
  const companyIds = new Set(parts.flatMap((part) => Object.keys(part.companies)));
  const decisions: Record<string, CompanyDecisions> = {};
  for (const companyId of [...companyIds].sort()) {
    const sections = Object.assign({}, ...parts.map((part) => part.companies[companyId] ?? {}));
    decisions[companyId] = companyDecisionsSchema.parse(sections);
  }
  return decisions;
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
