import { type Caller, productsMessages } from '@simbiz/contracts';
import { randomUUID } from 'node:crypto';
import type { PactState } from './message-pact';
import { type Person, playableWorld, type ServiceCaller } from './playable-world';

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
