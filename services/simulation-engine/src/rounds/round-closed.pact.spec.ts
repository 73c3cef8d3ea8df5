import { asynchronousBodyHandler, MatchersV3, MessageConsumerPact } from '@pact-foundation/pact';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedRoundOf } from './round-consumer';

const { integer, uuid } = MatchersV3;
process.env['PACT_DO_NOT_TRACK'] = 'true';

/**
 * The engine's pact with the event worlds publishes when a round closes (JetStream, evt.worlds.roundClosed):
 * kept in pacts/simulation-engine-worlds-events.json, verified by worlds (services/worlds/src/events.pact.int-spec.ts).
 */
describe('the engine’s pact with the events of worlds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pact-engine-events-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a closed round: the world and the round to resolve', async () => {
    const taken: unknown[] = [];
    await new MessageConsumerPact({ consumer: 'simulation-engine', provider: 'worlds-events', dir, logLevel: 'warn' })
      .given('a world whose round 1 has closed')
      .expectsToReceive('a closed round')
      .withContent({ worldId: uuid('3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f'), round: integer(1) })
      .verify(
        asynchronousBodyHandler(async (body) => {
          const closed = closedRoundOf(body);
          if (!closed) throw new Error('not a closed round');
          taken.push(closed);
        }),
      );
    expect(taken).toEqual([{ worldId: '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f', round: 1 }]);
  });

  it('matches the pact kept in pacts/ (PACT_UPDATE=1 rewrites it)', () => {
    const committed = join(__dirname, '../../../../pacts/simulation-engine-worlds-events.json');
    const generated = readFileSync(join(dir, 'simulation-engine-worlds-events.json'), 'utf8');
    if (process.env['PACT_UPDATE'] === '1') writeFileSync(committed, generated);
    const messages = (text: string) => (JSON.parse(text) as { messages: unknown }).messages;
    expect(messages(generated)).toEqual(messages(readFileSync(committed, 'utf8')));
  });
});
