import type * as JestGlobals from '@jest/globals';
import type { MessageDef, ServiceName } from '@simbiz/contracts';
import { type MessagePactOptions, verifyMessagePact } from './message-pact';
import { teamWorldStates } from './pact-states';
import type { HealthProbe } from './peers';
import { playableWorld, type ServiceCaller } from './playable-world';
import { type Closable, serviceSuite, type ServiceSuite, type ServiceSuiteOptions } from './service-suite';

export type PlayableWorld = Awaited<ReturnType<typeof playableWorld>>;

export interface DecisionServiceSuite<R, S> extends ServiceSuite<R, S> {
  /** A running world of the starter screenplay: its teacher, and ann and bo each with a team and company. */
  readonly world: PlayableWorld;
}

/** What the suite calls the services with (a Requester). */
type DecisionRequester = HealthProbe & ServiceCaller & MessagePactOptions['requester'];

/**
 * The suite of a decision service (products, warehouse, stores, finance): identity, worlds (its
 * clock fast) and teams as processes, and `peers` besides; the service in this process; a running
 * world named `worldName` where ann and bo each have a team.
 */
export function decisionServiceSuite<R extends DecisionRequester, S extends Closable>(
  label: string,
  options: Omit<ServiceSuiteOptions<R, S>, 'peerEnv' | 'processEnv'> & { peers?: readonly ServiceName[]; worldName: string },
): DecisionServiceSuite<R, S> {
  const { beforeAll } = globalThis as unknown as typeof JestGlobals;
  const suite = serviceSuite<R, S>(label, { ...options, peers: ['identity', 'worlds', 'teams', ...(options.peers ?? [])], peerEnv: { WORLDS_TICK_MS: '100' } });
  let world: PlayableWorld | undefined;
  beforeAll(async () => {
    world = await playableWorld(suite.api, { name: options.worldName, players: ['ann', 'bo'] });
  }, 120_000);
  return {
    get scope() {
      return suite.scope;
    },
    get nc() {
      return suite.nc;
    },
    get api() {
      return suite.api;
    },
    get service() {
      return suite.service;
    },
    get world() {
      if (!world) throw new Error(`the ${label} suite has no world yet`);
      return world;
    },
  };
}

/**
 * The two pacts a decision service keeps, each verified in a test of its own: the gateway's
 * (pacts/gateway-<provider>.json) and the engine's (pacts/simulation-engine-<provider>.json), with
 * the shared provider states (teamWorldStates, the suite's teacher managing the pact's world).
 */
export function itKeepsDecisionPacts(
  suite: DecisionServiceSuite<DecisionRequester, unknown>,
  pacts: { provider: string; gateway: Record<string, MessageDef>; engine: Record<string, MessageDef> },
): void {
  const { it } = globalThis as unknown as typeof JestGlobals;
  const states = teamWorldStates(suite, () => suite.world.people['teacher']);

  it('answers every interaction as the gateway expects', async () => {
    await verifyMessagePact({ pact: `gateway-${pacts.provider}.json`, provider: pacts.provider, requester: suite.api, states, messages: pacts.gateway });
  }, 60_000);

  it('answers every interaction as the engine expects', async () => {
    await verifyMessagePact({
      pact: `simulation-engine-${pacts.provider}.json`,
      provider: pacts.provider,
      requester: suite.api,
      states,
      messages: pacts.engine,
    });
  }, 60_000);
}
