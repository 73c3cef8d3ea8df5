import type * as JestGlobals from '@jest/globals';
import type { MessageDef, ServiceName } from '@simbiz/contracts';
import { suiteLicense } from './licenses';
import { type MessagePactOptions, type PactState, verifyMessagePact } from './message-pact';
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
 * world named `worldName` where ann and bo each have a team. `simulations` lets it run more worlds
 * than the community license's two (a suite license is installed): each service pact's states
 * make a world of their own.
 */
export function decisionServiceSuite<R extends DecisionRequester, S extends Closable>(
  label: string,
  options: Omit<ServiceSuiteOptions<R, S>, 'peerEnv' | 'processEnv'> & { peers?: readonly ServiceName[]; worldName: string; simulations?: number },
): DecisionServiceSuite<R, S> {
  const { beforeAll } = globalThis as unknown as typeof JestGlobals;
  const license =
    options.simulations === undefined ? undefined : suiteLicense({ licensee: label, seats: 3, simulations: options.simulations, membersPerInstructor: 100 });
  const suite = serviceSuite<R, S>(label, {
    ...options,
    peers: ['identity', 'worlds', 'teams', ...(options.peers ?? [])],
    peerEnv: { WORLDS_TICK_MS: '100', ...license?.peerEnv },
    prepare: async (api) => {
      await license?.prepare(api);
      await options.prepare?.(api);
    },
  });
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

/** Another service's pact with this one (pacts/<consumer>-<provider>.json) and the provider states it names beyond the shared ones. */
export interface ServicePact {
  consumer: string;
  /** The message each interaction's description stands for. */
  messages: Record<string, MessageDef>;
  states?: Record<string, () => Promise<PactState>>;
}

/**
 * The pacts a decision service keeps, each verified in a test of its own: the gateway's
 * (pacts/gateway-<provider>.json), the engine's (pacts/simulation-engine-<provider>.json) and those
 * of the services that call it (`services`), with the shared provider states (teamWorldStates, the
 * suite's teacher managing the pact's world) and each service pact's own.
 */
export function itKeepsDecisionPacts(
  suite: DecisionServiceSuite<DecisionRequester, unknown>,
  pacts: { provider: string; gateway: Record<string, MessageDef>; engine: Record<string, MessageDef>; services?: readonly ServicePact[] },
): void {
  const { it } = globalThis as unknown as typeof JestGlobals;
  const states = teamWorldStates(suite, () => suite.world.people['teacher']);
  const consumers: readonly ServicePact[] = [
    { consumer: 'gateway', messages: pacts.gateway },
    { consumer: 'simulation-engine', messages: pacts.engine },
    ...(pacts.services ?? []),
  ];

  it.each(consumers.map((pact) => [pact.consumer, pact] as const))(
    'answers every interaction as the %s expects',
    async (consumer, pact) => {
      await verifyMessagePact({
        pact: `${consumer}-${pacts.provider}.json`,
        provider: pacts.provider,
        requester: suite.api,
        states: { ...states, ...pact.states },
        messages: pact.messages,
      });
    },
    60_000,
  );
}
