import { financeMessages, healthMessage, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { createDatabase, Requester } from '@simbiz/service-kit';
import { as, playableWorld, startServiceProcess, type TestScope, waitUntil } from '@simbiz/testing';
import { sql } from 'kysely';
import type { EngineTables } from '../database/tables';
import { playFirstRound } from '../test-support/team-decisions';
import { roundSuite } from '../test-support/round-suite';

/** The engine as its own process, killed at will; a pause between gathering and resolving makes "the middle" last. */
function startEngine(scope: TestScope, api: Requester, env: Record<string, string>) {
  return startServiceProcess(
    'services/simulation-engine/src/main.ts',
    { DATABASE_URL: scope.databaseUrl, NATS_URL: scope.natsUrl, NATS_SUBJECT_PREFIX: scope.subjectPrefix, ENGINE_ACK_WAIT_MS: '1500', ...env },
    async () => (await api.send(healthMessage('simulation-engine'), {}, { timeoutMs: 1_000 })).code === 0,
  );
}

describe('the engine killed in the middle of a resolution', () => {
  let scope: TestScope;
  let api: Requester;
  let stopEngine: ((signal?: NodeJS.Signals) => Promise<void>) | undefined;

  const suite = roundSuite('fault', { requestTimeoutMs: 5_000, engine: false });
  beforeAll(() => {
    ({ scope, api } = suite);
  });
  afterAll(async () => {
    await stopEngine?.();
  });

  it('resolves the round exactly once after a restart, with every decision in it', async () => {
    const world = await playableWorld(api, { name: 'Fault', players: ['ann'], bots: 2 });
    const decided = await playFirstRound(api, world.worldId, world.people['ann']);
    const teacher = as(world.people['teacher']);
    stopEngine = await startEngine(scope, api, { ENGINE_STEP_DELAY_MS: '5000' });
    await api.call(worldsMessages.closeRound, { worldId: world.worldId }, teacher);
    await waitUntil(
      () => api.call(worldsMessages.details, { worldId: world.worldId }, teacher),
      (d) => d.status === WORLD_STATUS.evaluating,
    );
    await stopEngine('SIGKILL');
    expect((await api.call(worldsMessages.details, { worldId: world.worldId }, teacher)).status).toBe(WORLD_STATUS.evaluating);

    stopEngine = await startEngine(scope, api, {});
    await waitUntil(
      () => api.call(worldsMessages.details, { worldId: world.worldId }, teacher),
      (d) => d.status === WORLD_STATUS.running && d.currentRoundId === '2',
      60_000,
    );

    const db = createDatabase<EngineTables>(scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      const rows = await db.selectFrom('resolution').select(['round', 'decisions']).where('world_id', '=', world.worldId).execute();
      expect(rows.map((r) => r.round)).toEqual([1]);
      const annDecisions = (
        rows[0]?.decisions as Record<string, { brands: { id: string }[]; production: { quantity: number }[]; loans: { amount: number }[] }>
      )[world.companies['ann'] ?? ''];
      expect(annDecisions).toMatchObject({ brands: [{ id: decided.brand.brandId }], production: [{ quantity: 2_000 }], loans: [{ amount: 5_000_000 }] });
      const evaluated = await sql<{
        n: string;
      }>`select count(*) as n from worlds.audit where world_id = ${world.worldId} and action = 'round.evaluated' and result_code = 0`.execute(db);
      expect(Number(evaluated.rows[0]?.n)).toBe(1);
    } finally {
      await db.destroy();
    }
    expect(await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']))).toHaveLength(1);
  }, 120_000);
});
