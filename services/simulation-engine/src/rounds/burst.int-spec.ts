import { ERROR_CATALOGUE, ErrorCode, productsMessages, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { createDatabase, Requester } from '@simbiz/service-kit';
import { as, playableWorld, waitUntil } from '@simbiz/testing';
import type { EngineTables } from '../database/tables';
import { roundSuite } from '../test-support/round-suite';

const SUBMISSIONS = 200;
const PLAYERS = ['ann', 'bo', 'cy', 'dee'];

describe('a burst of decisions in the last second before the round closes', () => {
  let api: Requester;
  const suite = roundSuite('burst', { requestTimeoutMs: 10_000, engine: true });
  beforeAll(() => {
    api = suite.api;
  });

  it('puts every accepted submission in the snapshot and answers every other with a code', async () => {
    const world = await playableWorld(api, { name: 'Burst', players: PLAYERS, bots: 0 });
    let closedAt = Infinity;
    const submit = async (i: number) => {
      const player = PLAYERS[i % PLAYERS.length] ?? 'ann';
      const sentAt = Date.now();
      // Every submission names round 1 (x-vrid), as a page of round 1 does.
      const envelope = await api.send(
        productsMessages.createBrand,
        { worldId: world.worldId, name: `Brand ${i}` },
        { caller: { ...(world.people[player] ?? { roles: [] }), roundId: '1' } },
      );
      return { sentAt, envelope };
    };
    // Spread over one second; the round closes 700 ms in, with submissions still arriving.
    const submissions = Array.from({ length: SUBMISSIONS }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1_000) / SUBMISSIONS));
      return submit(i);
    });
    const close = new Promise((resolve) => setTimeout(resolve, 700))
      .then(() => api.call(worldsMessages.closeRound, { worldId: world.worldId }, as(world.people['teacher'])))
      .then(() => (closedAt = Date.now()));
    const answers = await Promise.all(submissions);
    await close;
    // However the burst and the close interleaved, what is sent for round 1 once it is closed is
    // refused: 130053 while it is being resolved, 130059 once round 2 is open (on a busy machine the
    // engine can be done before the last answers of the burst arrive).
    const late = await Promise.all(Array.from({ length: 5 }, (_, i) => submit(SUBMISSIONS + i)));
    for (const { envelope } of late) expect([ErrorCode.decisionsBeingSubmitted, ErrorCode.roundNotLatest]).toContain(envelope.code);
    await waitUntil(
      () => api.call(worldsMessages.details, { worldId: world.worldId }, as(world.people['teacher'])),
      (d) => d.status === WORLD_STATUS.running && d.currentRoundId === '2',
      60_000,
    );

    const accepted = answers.filter((a) => a.envelope.code === 0).map((a) => (a.envelope.data as { brandId: string }).brandId);
    const refused = answers.filter((a) => a.envelope.code !== 0);
    expect(accepted.length + refused.length).toBe(SUBMISSIONS);
    expect(accepted.length).toBeGreaterThan(0);
    const known = new Set(ERROR_CATALOGUE.map((e) => e.code));
    expect(refused.map((a) => a.envelope.code).filter((code) => !known.has(code))).toEqual([]);
    expect(answers.filter((a) => a.sentAt > closedAt && a.envelope.code === 0)).toEqual([]);

    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      const row = await db.selectFrom('resolution').select('decisions').where('world_id', '=', world.worldId).where('round', '=', 1).executeTakeFirstOrThrow();
      const inSnapshot = Object.values(row.decisions as Record<string, { brands: { id: string }[] }>).flatMap((d) => d.brands.map((b) => b.id));
      expect(inSnapshot.sort()).toEqual(accepted.sort());
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
