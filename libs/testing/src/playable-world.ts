import { identityMessages, type MessageDef, type Role, teamsMessages, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import type { z } from 'zod';

export type Person = { userId: string; roles: Role[] };
export const as = (person: Person | undefined) => ({ caller: person ?? { roles: [] } });

/** Anything that calls services with a caller (a Requester does). */
export interface ServiceCaller {
  call<D extends MessageDef>(def: D, payload: z.input<D['request']>, options?: { caller?: Partial<Person>; timeoutMs?: number }): Promise<z.output<D['reply']>>;
}

/** Polls until `check` holds (or throws after `timeoutMs`). */
export async function waitUntil<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A world of the starter screenplay in round 1 (needs worlds started with WORLDS_TICK_MS small):
 * a teacher (its manager), and one team per participant named, each with its company; `bots`
 * computer-run companies beside them. Accounts are made here (the first one of a database is an
 * admin and licensed, so a second world of the same database takes that teacher).
 */
export async function playableWorld(api: ServiceCaller, options: { name: string; players: string[]; bots?: number; screenplayId?: string; teacher?: Person }) {
  const people: Record<string, Person> = {};
  const email = (name: string) => `${name}.${options.name.toLowerCase().replace(/[^a-z0-9]/g, '')}@school.example`;
  if (options.teacher) people['teacher'] = options.teacher;
  for (const name of options.teacher ? options.players : ['teacher', ...options.players]) {
    const account = await api.call(identityMessages.signUp, { email: email(name), displayName: name, password: 'a long password' });
    people[name] = { userId: account.userId, roles: account.roles };
  }
  const teacher = people['teacher'];
  const { worldId } = await api.call(
    worldsMessages.create,
    {
      name: options.name,
      confirmName: options.name,
      screenplayId: options.screenplayId ?? 'starter',
      startAt: new Date(Date.now() + 1_500).toISOString(),
      botCompanies: options.bots ?? 0,
    },
    as(teacher),
  );
  await api.call(worldsMessages.addMembers, { worldId, emails: options.players.map(email) }, as(teacher));
  const companies: Record<string, string> = {};
  for (const player of options.players) {
    const team = await api.call(teamsMessages.create, { worldId, teamName: `Team ${player}`, companyName: `${player} Bags` }, as(people[player]));
    companies[player] = team.companyId;
  }
  await waitUntil(
    () => api.call(worldsMessages.details, { worldId }, as(teacher)),
    (d) => d.status === WORLD_STATUS.running,
  );
  return { worldId, people, companies };
}

/** Closes the world's round as its manager and plays the engine's part without resolving anything. */
export async function moveToNextRound(api: ServiceCaller, worldId: string, teacher: Person | undefined): Promise<void> {
  const { currentRound } = await api.call(worldsMessages.roundPlan, { worldId });
  await api.call(worldsMessages.closeRound, { worldId }, as(teacher));
  await api.call(worldsMessages.evaluationStarted, { worldId, round: currentRound ?? 1 });
  await api.call(worldsMessages.evaluated, { worldId, round: currentRound ?? 1 });
}
