import { isolatedScope, type TestScope } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { type RunningService, bootstrapService } from '../bootstrap/bootstrap-service';
import { probe } from '../test-support/probe.messages';
import { ProbeModule, probeMigrations } from '../test-support/probe.module';
import { Requester, ServiceUnreachableError } from './requester';

describe('the kit on NATS: queue groups and graceful shutdown', () => {
  let scope: TestScope;
  let nc: NatsConnection;
  let requester: Requester;
  const boot = () =>
    bootstrapService({ name: 'worlds', module: ProbeModule, migrations: probeMigrations }, { handleSignals: false, config: { ...scope, logLevel: 'silent' } });

  beforeAll(async () => {
    scope = await isolatedScope('shutdown');
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix);
  });
  afterAll(() => nc?.close());

  it('lets two replicas share one queue group, each request answered once', async () => {
    const replicas = [await boot(), await boot()];
    try {
      const notes = await Promise.all(Array.from({ length: 40 }, () => requester.call(probe.remember, { note: 'n' })));
      expect(new Set(notes.map((n) => n.id)).size).toBe(40);
      const echoes = await Promise.all(Array.from({ length: 40 }, () => requester.call(probe.echo, { text: 'x', times: 1 })));
      expect(new Set(echoes.map((e) => e.replica)).size).toBe(2);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });

  it('finishes and answers a request in flight when it shuts down, then stops answering', async () => {
    const service: RunningService = await boot();
    const inFlight = requester.call(probe.slow, { ms: 400 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = service.close();
    await expect(inFlight).resolves.toEqual({ sleptMs: 400 });
    await closed;
    await expect(requester.call(probe.slow, { ms: 0 }, { timeoutMs: 500 })).rejects.toBeInstanceOf(ServiceUnreachableError);
    await expect(service.db?.selectNoFrom((eb) => eb.val(1).as('one')).execute()).rejects.toThrow();
  });
});
