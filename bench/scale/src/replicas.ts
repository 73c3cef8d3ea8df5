import type { ServiceName } from '@simbiz/contracts';
import { freePort, startServiceProcess, type TestScope } from '@simbiz/testing';
import { PROCESS_LABEL } from './process-sampler';

type Stop = () => Promise<void>;

/** A service replica as started: its label (`stores#2`) and the port of its /readyz and /metrics. */
export interface Replica {
  label: string;
  service: ServiceName;
  healthPort: number;
}

const scopeEnv = (scope: TestScope) => ({ DATABASE_URL: scope.databaseUrl, NATS_URL: scope.natsUrl, NATS_SUBJECT_PREFIX: scope.subjectPrefix });

/**
 * `replicas` processes of each service, every one a member of its service's queue group (and the
 * engine's of the one durable round consumer). Each has a health port of its own and is ready once
 * its own /readyz answers: asking `<service>.health.check` over NATS would be answered by whichever
 * replica is up. The first replica of every service starts before the second, so one of them runs
 * the migrations and the others find them done.
 */
export async function startReplicas(
  scope: TestScope,
  services: readonly ServiceName[],
  replicas: number,
  extraEnv: Record<string, string>,
): Promise<{ replicas: Replica[]; stop: Stop }> {
  const started: Replica[] = [];
  const stops: Stop[] = [];
  const stop = async () => {
    await Promise.all(stops.map((s) => s()));
  };
  try {
    for (let n = 1; n <= replicas; n++) {
      await Promise.all(
        services.map(async (service) => {
          const replica = { label: `${service}#${n}`, service, healthPort: await freePort() };
          const env = { ...extraEnv, ...scopeEnv(scope), HEALTH_PORT: String(replica.healthPort), HEALTH_HOST: '127.0.0.1', [PROCESS_LABEL]: replica.label };
          const ready = async () => (await fetch(`http://127.0.0.1:${replica.healthPort}/readyz`)).ok;
          stops.push(await startServiceProcess(`services/${service}/src/main.ts`, env, ready));
          started.push(replica);
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { replicas: started, stop };
}

/** `count` gateways, each on a port of its own, as behind a load balancer. */
export async function startGateways(scope: TestScope, count: number): Promise<{ bases: URL[]; stop: Stop }> {
  const bases: URL[] = [];
  const stops: Stop[] = [];
  const stop = async () => {
    await Promise.all(stops.map((s) => s()));
  };
  try {
    for (let n = 1; n <= count; n++) {
      const port = await freePort();
      const base = new URL(`http://127.0.0.1:${port}`);
      const env = { ...scopeEnv(scope), PORT: String(port), LOG_LEVEL: 'silent', [PROCESS_LABEL]: `gateway#${n}` };
      stops.push(await startServiceProcess('gateway/src/main.ts', env, async () => (await fetch(new URL('/openapi.json', base))).ok));
      bases.push(base);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases, stop };
}

/** A counter of a replica's /metrics (summed over its series whose labels contain `match`); null when it has none. */
export async function metricOf(replica: Replica, name: string, match = ''): Promise<number | null> {
  const text = await (await fetch(`http://127.0.0.1:${replica.healthPort}/metrics`)).text().catch(() => '');
  const lines = text.split('\n').filter((line) => line.startsWith(name) && (line[name.length] === '{' || line[name.length] === ' ') && line.includes(match));
  return lines.length === 0 ? null : lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
