import { ErrorCode, healthMessage } from '@simbiz/contracts';
import { isolatedScope } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { Client } from 'pg';
import { Requester } from '../nats/requester';
import { probe } from '../test-support/probe.messages';
import { ProbeModule, probeMigrations } from '../test-support/probe.module';
import { type RunningService, bootstrapService } from './bootstrap-service';

describe('a service booted with the kit, against real NATS and PostgreSQL', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let requester: Requester;
  let databaseUrl: string;

  beforeAll(async () => {
    const scope = await isolatedScope('bootstrap');
    databaseUrl = scope.databaseUrl;
    service = await bootstrapService(
      { name: 'worlds', module: ProbeModule, migrations: probeMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent', handlerTimeoutMs: 1_000 } },
    );
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix);
  });

  afterAll(async () => {
    await service?.close();
    await nc?.close();
  });

  it('answers a valid request with the success envelope and sees the caller from headers', async () => {
    const envelope = await requester.send(probe.echo, { text: 'ab', times: 2 }, { caller: { userId: 'u-7' } });
    expect(envelope).toEqual({ code: 0, data: { text: 'abab', callerId: 'u-7', replica: expect.any(String) } });
  });

  it('answers a mistyped payload with 9001 and the zod issues', async () => {
    const envelope = await requester.send(probe.echo, { text: 'ab', times: 'two' });
    expect(envelope.code).toBe(ErrorCode.verificationFailed);
    expect(envelope.data).toEqual({
      details: [expect.objectContaining({ path: ['times'], code: 'invalid_type' })],
    });
  });

  it('answers unknown fields and out-of-range values with 9001, listing each issue', async () => {
    const envelope = await requester.send(probe.echo, { text: '', times: 9, extra: true });
    expect(envelope.code).toBe(9001);
    const paths = (envelope.data as { details: { path: string[] }[] }).details.map((i) => i.path.join('.'));
    expect(paths.sort()).toEqual(['extra', 'text', 'times']);
  });

  it('answers a body that is not JSON with 9001 instead of crashing', async () => {
    const envelope = await requester.send(probe.echo, '{"text": oops');
    expect(envelope.code).toBe(9001);
    expect(JSON.stringify(envelope.data)).toContain('malformed_json');
  });

  it('keeps a DomainError code and its parameters', async () => {
    const envelope = await requester.send(probe.refuse, { count: 40 });
    expect(envelope).toEqual({ code: 110011, data: { params: { count: 40 } } });
  });

  it('answers an unexpected error with code 1 and a correlation id, and keeps serving', async () => {
    const envelope = await requester.send(probe.crash, {}, { caller: { correlationId: 'corr-42' } });
    expect(envelope.code).toBe(1);
    expect(envelope.data).toMatchObject({ correlationId: 'corr-42' });
    expect(JSON.stringify(envelope.data)).not.toContain('crashed on purpose');
    expect((await requester.send(probe.echo, { text: 'x', times: 1 })).code).toBe(0);
  });

  it('answers code 1 when a handler breaks its reply schema', async () => {
    const envelope = await requester.send(probe.badReply, {});
    expect(envelope.code).toBe(1);
  });

  it('answers code 1 when a handler runs past the handler timeout, instead of leaving the caller hanging', async () => {
    const envelope = await requester.send(probe.slow, { ms: 3_000 }, { timeoutMs: 2_500 });
    expect(envelope.code).toBe(1);
  });

  it('applies its migrations in its own schema and writes through Kysely', async () => {
    expect(await requester.call(probe.remember, { note: 'first' })).toEqual({ id: 1, notes: 1 });
    expect(await requester.call(probe.remember, { note: 'second' })).toEqual({ id: 2, notes: 2 });
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_schema: string; table_name: string }>(
        `select table_schema, table_name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
      );
      expect(rows).toEqual([
        { table_schema: 'worlds', table_name: 'kysely_migration' },
        { table_schema: 'worlds', table_name: 'kysely_migration_lock' },
        { table_schema: 'worlds', table_name: 'note' },
      ]);
      const applied = await client.query('select name from worlds.kysely_migration');
      expect(applied.rows).toEqual([{ name: '0001-note' }]);
    } finally {
      await client.end();
    }
  });

  it('answers its health subject with the database state', async () => {
    const health = await requester.call(healthMessage('worlds'), {});
    expect(health).toMatchObject({ service: 'worlds', status: 'ok', database: 'ok' });
  });
});
