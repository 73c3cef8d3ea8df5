import { API, type ApiRoute } from '@simbiz/contracts';

/** Which world and which of its companies (by index) a student plays in. */
export interface Seat {
  world: number;
  company: number;
}

/**
 * `students` students dealt to the worlds in turn (student i in world i mod worlds), each world's
 * taking its companies in order, so every world has as many readers as any other, give or take one.
 */
export function seatsOf(students: number, worlds: number, companies: number): Seat[] {
  if (students > worlds * companies) throw new Error(`${students} students do not fit ${worlds} worlds of ${companies} companies`);
  return Array.from({ length: students }, (_, i) => ({ world: i % worlds, company: Math.floor(i / worlds) }));
}

/** A route's path under /api with its parameters filled in, and a query string when given. */
export function pathOf(route: ApiRoute, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = route.path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** One read of a page: what it reads (for the figures by read) and its path under /api. */
export interface PageRead {
  name: string;
  path: string;
}

/**
 * The reads a team member's world home makes, in the order the web makes them: the shell's world
 * details (refreshed every 30 s), the home's schedule and leaderboard, the round checklist (models,
 * production plans, listings and the round's store activity, while a round runs) and the last
 * round's card (statements, warnings, models and resources, and the sales analysis once a round
 * has been resolved). `round` is the current round as the last details said, null before any.
 */
export function worldHomeReads(worldId: string, round: number | null): PageRead[] {
  const world = { worldId };
  const reads: PageRead[] = [
    { name: 'details', path: pathOf(API.worlds.details, world) },
    { name: 'schedule', path: pathOf(API.worlds.schedule, world) },
    { name: 'achievements', path: pathOf(API.achievements.get, world) },
    { name: 'models', path: pathOf(API.products.listModels, world) },
    { name: 'productions', path: pathOf(API.products.listProductions, world) },
    { name: 'listings', path: pathOf(API.stores.listProducts, world) },
    { name: 'statements', path: pathOf(API.finance.statements, world) },
    { name: 'warnings', path: pathOf(API.teams.warnings, world) },
    { name: 'resources', path: pathOf(API.worlds.resources, world) },
  ];
  if (round !== null) reads.push({ name: 'activity', path: pathOf(API.stores.roundActivity, world, { round: String(round) }) });
  if (round !== null && round >= 2) reads.push({ name: 'sales', path: pathOf(API.analyses.read, { ...world, view: 'sales' }) });
  return reads;
}

/** A student's pause between reads: 1 to 2 s, from a number in [0, 1). */
export function thinkMs(random: number): number {
  return 1_000 + Math.floor(Math.min(Math.max(random, 0), 0.999_999) * 1_000);
}
