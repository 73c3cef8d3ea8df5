import { isolatedScope, type TestScope } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { Requester } from '../nats/requester';
import { sampleValue } from '@simbiz/testing';
import { probe } from '../test-support/probe.messages';
import { ProbeModule, probeMigrations } from '../test-support/probe.module';
import { type RunningService, bootstrapService } from './bootstrap-service';

describe('the health and metrics port of a service, against real NATS and PostgreSQL', () => {
  let scope: TestScope;
  let service: RunningService;
  let nc: NatsConnection;
  let requester: Requester;
  let base: string;

  beforeAll(async () => {
    scope = await isolatedScope('health');
    service = await bootstrapService(
      { name: 'worlds', module: ProbeModule, migrations: probeMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent', healthPort: 0, healthHost: '127.0.0.1' } },
    );
    base = `http://127.0.0.1:${service.health?.port ?? 0}`;
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix);
  });

  afterAll(async () => {
    await service?.close();
    await nc?.close();
  });

  it('is live and ready while NATS is connected and the database answers', async () => {
    expect(service.health?.port).toBeGreaterThan(0);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it('counts and times each answered request by its subject and envelope code', async () => {
    await requester.call(probe.echo, { text: 'a', times: 1 });
    await requester.call(probe.echo, { text: 'b', times: 2 });
    expect((await requester.send(probe.refuse, { count: 3 })).code).toBe(110011);
    expect((await requester.send(probe.crash, {})).code).toBe(1);
    const text = await (await fetch(`${base}/metrics`)).text();
    const echo = { service: 'worlds', subject: probe.echo.subject, code: '0' };
    expect(sampleValue(text, 'simbiz_nats_requests_total', echo)).toBe(2);
    expect(sampleValue(text, 'simbiz_nats_request_duration_seconds_count', echo)).toBe(2);
    expect(sampleValue(text, 'simbiz_nats_requests_total', { subject: probe.refuse.subject, code: '110011' })).toBe(1);
    expect(sampleValue(text, 'simbiz_nats_requests_total', { subject: probe.crash.subject, code: '1' })).toBe(1);
    // The label is the message's subject, without the run's prefix.
    expect(text).not.toContain(scope.subjectPrefix);
  });

  it('shows its PostgreSQL pool in gauges', async () => {
    await requester.call(probe.remember, { note: 'pooled' });
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(sampleValue(text, 'simbiz_db_pool_connections_total', { service: 'worlds' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'simbiz_db_pool_connections_idle', { service: 'worlds' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'simbiz_db_pool_requests_waiting', { service: 'worlds' })).toBe(0);
    expect(sampleValue(text, 'process_resident_memory_bytes', { service: 'worlds' })).toBeGreaterThan(0);
  });

  it('keeps the counts of a second service in the same process apart', async () => {
    const other = await bootstrapService(
      { name: 'teams', module: ProbeModule },
      { handleSignals: false, config: { ...scope, logLevel: 'silent', healthPort: 0, healthHost: '127.0.0.1' } },
    );
    try {
      expect(other.health?.port).not.toBe(service.health?.port);
      const text = await (await fetch(`http://127.0.0.1:${other.health?.port ?? 0}/metrics`)).text();
      expect(sampleValue(text, 'simbiz_nats_requests_total', { subject: probe.echo.subject })).toBeUndefined();
      expect(sampleValue(text, 'process_cpu_user_seconds_total', { service: 'teams' })).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('is not ready while its database does not answer', async () => {
    const unreachable = await bootstrapService(
      { name: 'finance', module: ProbeModule },
      {
        handleSignals: false,
        config: { ...scope, logLevel: 'silent', healthPort: 0, healthHost: '127.0.0.1', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' },
      },
    );
    try {
      const port = unreachable.health?.port ?? 0;
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
    } finally {
      await unreachable.close();
    }
  });

  it('stops answering readiness once it shuts down, and closes the port', async () => {
    const short = await bootstrapService(
      { name: 'stores', module: ProbeModule },
      { handleSignals: false, config: { ...scope, logLevel: 'silent', healthPort: 0, healthHost: '127.0.0.1' } },
    );
    const url = `http://127.0.0.1:${short.health?.port ?? 0}`;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    await short.close();
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
