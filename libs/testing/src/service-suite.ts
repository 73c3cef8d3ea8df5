import type * as JestGlobals from '@jest/globals';
import type { ServiceName } from '@simbiz/contracts';
import { connect, type NatsConnection } from 'nats';
import { type HealthProbe, startPeers } from './peers';
import { isolatedScope, type TestScope } from './run-env';

/** How a service under test boots inside the test's process: on the suite's scope, quiet, no signal handlers. */
export interface InProcessOptions {
  handleSignals: false;
  config: TestScope & { logLevel: 'silent' };
}

/** A service under test: whatever it is, the suite closes it at the end. */
export interface Closable {
  close(): Promise<void>;
}

export interface ServiceSuiteOptions<R extends HealthProbe, S extends Closable = Closable> {
  /** The suite's requester on the scope's subject prefix (a service-kit Requester with its timeout). */
  requester: (nc: NatsConnection, subjectPrefix: string) => R;
  /** Services started as processes of their own before the one under test. */
  peers?: readonly ServiceName[];
  /** Settings for the peers (a faster clock, a license key). */
  peerEnv?: Record<string, string>;
  /** Done once the peers answer, before the service starts (installing a license, say). */
  prepare?: (api: R) => Promise<void>;
  /** Environment variables the service under test reads in this process, put back at teardown. */
  processEnv?: Record<string, string>;
  /** Boots the service under test (bootstrapService with the options given). */
  service?: (options: InProcessOptions) => Promise<S>;
  /** How long the set-up may take. */
  timeoutMs?: number;
}

export interface ServiceSuite<R, S = Closable> {
  readonly scope: TestScope;
  readonly nc: NatsConnection;
  readonly api: R;
  /** The service under test, as its boot function returned it (its database, say). */
  readonly service: S;
}

/**
 * The set-up every integration suite of a service repeats, as jest hooks of the enclosing
 * describe: a scope of its own (database and subject prefix), a NATS connection, a requester,
 * the peers as processes, the service under test in this process; all of it closed at the end, in
 * the reverse order, also when the set-up failed half-way. Read the fields inside tests and hooks.
 */
export function serviceSuite<R extends HealthProbe, S extends Closable = Closable>(label: string, options: ServiceSuiteOptions<R, S>): ServiceSuite<R, S> {
  // Jest's globals, taken when a suite is declared: this module is also loaded outside jest (benchmarks).
  const { afterAll, beforeAll } = globalThis as unknown as typeof JestGlobals;
  let started: { scope: TestScope; nc: NatsConnection; api: R; service?: S } | undefined;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const scope = await isolatedScope(label);
    const nc = await connect({ servers: scope.natsUrl });
    closers.push(() => nc.close());
    const api = options.requester(nc, scope.subjectPrefix);
    if (options.peers?.length) closers.push(await startPeers(scope, api, options.peers, options.peerEnv));
    await options.prepare?.(api);
    for (const [name, value] of Object.entries(options.processEnv ?? {})) {
      const before = process.env[name];
      process.env[name] = value;
      closers.push(async () => {
        if (before === undefined) delete process.env[name];
        else process.env[name] = before;
      });
    }
    const service = await options.service?.({ handleSignals: false, config: { ...scope, logLevel: 'silent' } });
    if (service) closers.push(() => service.close());
    started = { scope, nc, api, service };
  }, options.timeoutMs ?? 120_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  const need = () => {
    if (!started) throw new Error(`the ${label} suite has not been set up`);
    return started;
  };
  return {
    get scope() {
      return need().scope;
    },
    get nc() {
      return need().nc;
    },
    get api() {
      return need().api;
    },
    get service() {
      const { service } = need();
      if (!service) throw new Error(`the ${label} suite runs no service of its own`);
      return service;
    },
  };
}
