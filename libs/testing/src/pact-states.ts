import { type Caller, productsMessages, teamsMessages, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { randomUUID } from 'node:crypto';
import type { PactState } from './message-pact';
import { type Person, playableWorld, type ServiceCaller, waitUntil } from './playable-world';

/** The world id the consumers' pacts use as their example; a provider state puts a real one in its place. */
export const EXAMPLE_WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** Someone signed in who belongs to no world. */
export const stranger = (): Partial<Caller> => ({ userId: randomUUID(), roles: [] });

/**
 * The provider states of a decision service's pacts (gateway and engine): one running world with a
 * team, made the first time a state needs it (`teacher` is its manager); a team with a brand; a
 * stranger to that world. The suite's requester is read when a state is set up.
 */
export function teamWorldStates(suite: { readonly api: ServiceCaller }, teacher: () => Person | undefined): Record<string, () => Promise<PactState>> {
  let made: Promise<{ worldId: string; player: Person }> | undefined;
  const teamWorld = () =>
    (made ??= playableWorld(suite.api, { name: 'Pact', players: ['pat'], teacher: teacher() }).then(({ worldId, people }) => ({
      worldId,
      player: people['pat'] ?? { userId: '', roles: [] },
    })));
  return {
    'a world with a team': async () => {
      const { worldId, player } = await teamWorld();
      return { caller: player, replace: { [EXAMPLE_WORLD]: worldId } };
    },
    'a team with a brand': async () => {
      const { worldId, player } = await teamWorld();
      if ((await suite.api.call(productsMessages.listBrands, { worldId }, { caller: player })).length === 0)
        await suite.api.call(productsMessages.createBrand, { worldId, name: 'Trailhead' }, { caller: player });
      return { caller: player, replace: { [EXAMPLE_WORLD]: worldId } };
    },
    'a world and a stranger': async () => ({ caller: stranger(), replace: { [EXAMPLE_WORLD]: (await teamWorld()).worldId } }),
  };
}

/** A licensed instructor of no world yet, to manage the worlds a state makes. */
export const licensedManager = (): Person => ({ userId: randomUUID(), roles: ['licensed'] });

/** A world of the starter screenplay made by `manager`, starting after `startInMs` (an hour unless said). */
export async function pactWorld(api: ServiceCaller, manager: Person, options: { name?: string; startInMs?: number } = {}): Promise<string> {
  const name = options.name ?? 'Pact';
  const startAt = new Date(Date.now() + (options.startInMs ?? 3_600_000)).toISOString();
  return (await api.call(worldsMessages.create, { name, confirmName: name, screenplayId: 'starter', startAt }, { caller: manager })).worldId;
}

/** A world not started yet where `player` has joined and founded the team Blue with its company. */
export async function worldWithTeam(api: ServiceCaller, player: Person): Promise<string> {
  const worldId = await pactWorld(api, licensedManager());
  await api.call(worldsMessages.join, { worldId }, { caller: player });
  await api.call(teamsMessages.create, { worldId, teamName: 'Blue', companyName: 'Blue Bags' }, { caller: player });
  return worldId;
}

/** A world that has started (worlds' clock running fast: WORLDS_TICK_MS small), managed by `manager`. */
export async function runningWorld(api: ServiceCaller, manager: Person, name = `Pact ${randomUUID().slice(0, 8)}`): Promise<string> {
  const worldId = await pactWorld(api, manager, { name, startInMs: 1_000 });
  await waitUntil(
    () => api.call(worldsMessages.roundPlan, { worldId }),
    (plan) => plan.status === WORLD_STATUS.running,
  );
  return worldId;
}
