import { identityMessages, type Role, teamsMessages, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';

export type Person = { userId: string; roles: Role[] };
export const as = (person: Person | undefined) => ({ caller: person ?? { roles: [] } });

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
 * A world of the starter screenplay in round 1: a teacher (its manager), and one team per
 * participant named, each with its company; `bots` computer-run companies beside them.
 */
export async function playableWorld(api: Requester, options: { name: string; players: string[]; bots: number; screenplayId?: string }) {
  const people: Record<string, Person> = {};
  for (const name of ['teacher', ...options.players]) {
    const account = await api.call(identityMessages.signUp, { email: `${name}.${options.name.toLowerCase()}@school.example`, displayName: name, password: 'a long password' });
    people[name] = { userId: account.userId, roles: account.roles };
  }
  const teacher = people['teacher'];
  const { worldId } = await api.call(
    worldsMessages.create,
    { name: options.name, confirmName: options.name, screenplayId: options.screenplayId ?? 'starter', startAt: new Date(Date.now() + 1_500).toISOString(), botCompanies: options.bots },
    as(teacher),
  );
  await api.call(worldsMessages.addMembers, { worldId, emails: options.players.map((p) => `${p}.${options.name.toLowerCase()}@school.example`) }, as(teacher));
  const companies: Record<string, string> = {};
  for (const player of options.players) {
    const team = await api.call(teamsMessages.create, { worldId, teamName: `Team ${player}`, companyName: `${player} Bags` }, as(people[player]));
    companies[player] = team.companyId;
  }
  await waitUntil(() => api.call(worldsMessages.details, { worldId }, as(teacher)), (d) => d.status === 2);
  return { worldId, people, companies };
}
