import { MessageProviderPact } from '@pact-foundation/pact';
import { courseWatchMessage, referencesMessages, roundClosedEvent, worldsMessages as m } from '@simbiz/contracts';
import { EXAMPLE_WORLD, licensedManager, pactWorld, runningWorld, stranger, suiteLicense, verifyMessagePact, waitUntil } from '@simbiz/testing';
import { join } from 'node:path';
import { worldsSuite } from './test-support/worlds-suite';

/**
 * worlds keeps its consumers' pacts: the engine's (pacts/simulation-engine-worlds.json: plans and
 * stage reports), the engine's with its events (pacts/simulation-engine-worlds-events.json: the
 * closed round, as really published) and the gateway's (pacts/gateway-worlds.json: a world's details
 * and round, and what its stream routes ask before a byte moves).
 */
describe('worlds honours the engine’s and the gateway’s pacts', () => {
  // Every provider state makes a world of its own: more than the community edition allows.
  const license = suiteLicense({ licensee: 'Pact', seats: 10, simulations: 20, membersPerInstructor: 100 });
  const suite = worldsSuite('worldspact', { peerEnv: license.peerEnv, prepare: license.prepare, processEnv: { WORLDS_TICK_MS: '100' } });

  /** A fresh world whose first round has closed (and, if asked, is being resolved). */
  async function closedWorld(resolving: boolean): Promise<string> {
    const manager = licensedManager();
    const worldId = await runningWorld(suite.api, manager);
    await suite.api.call(m.closeRound, { worldId }, { caller: manager });
    if (resolving) await suite.api.call(m.evaluationStarted, { worldId, round: 1 });
    return worldId;
  }

  it('answers every interaction as the engine expects', async () => {
    await verifyMessagePact({
      pact: 'simulation-engine-worlds.json',
      provider: 'worlds',
      requester: suite.api,
      states: {
        'a world whose round 1 has closed': async () => ({ caller: {}, replace: { [EXAMPLE_WORLD]: await closedWorld(false) } }),
        'a world whose round 1 is being resolved': async () => ({ caller: {}, replace: { [EXAMPLE_WORLD]: await closedWorld(true) } }),
      },
      messages: {
        'the plan of a closed round': m.roundPlan,
        'the engine starts on round 1': m.evaluationStarted,
        'round 1 is resolved': m.evaluated,
        'a report of a round the world is not resolving': m.evaluated,
      },
    });
  }, 60_000);

  /** Starts a world, has its manager close round 1, and returns the event worlds published for it. */
  async function closedRound(): Promise<unknown> {
    const manager = licensedManager();
    const worldId = await runningWorld(suite.api, manager, 'Events');
    const heard: unknown[] = [];
    const stop = suite.api.listen(roundClosedEvent.subject, roundClosedEvent.payload, (event) => event.worldId === worldId && heard.push(event));
    await suite.api.call(m.closeRound, { worldId }, { caller: manager });
    await waitUntil(
      async () => heard.length,
      (n) => n > 0,
      5_000,
    );
    stop();
    return heard[0];
  }

  it('publishes a closed round as the engine expects', async () => {
    let message: unknown;
    await new MessageProviderPact({
      provider: 'worlds-events',
      pactUrls: [join(__dirname, '../../../pacts/simulation-engine-worlds-events.json')],
      logLevel: 'warn',
      stateHandlers: {
        'a world whose round 1 has closed': async () => {
          message = await closedRound();
        },
      },
      messageProviders: { 'a closed round': async () => message },
    }).verify();
  }, 60_000);

  it('answers every interaction as the gateway expects', async () => {
    const manager = licensedManager();
    let made: Promise<string> | undefined;
    const world = () => (made ??= pactWorld(suite.api, manager));
    await verifyMessagePact({
      pact: 'gateway-worlds.json',
      provider: 'worlds',
      requester: suite.api,
      states: {
        'a world and its manager': async () => ({ caller: manager, replace: { [EXAMPLE_WORLD]: await world() } }),
        'a world and a stranger': async () => ({ caller: stranger(), replace: { [EXAMPLE_WORLD]: await world() } }),
      },
      messages: {
        'the details of a world for its manager': m.details,
        'the details of a world for a stranger': m.details,
        'the current round before the start': m.currentRound,
        'may the manager follow the course events': courseWatchMessage,
        'may a stranger follow the course events': courseWatchMessage,
        'the manager begins uploading a reference file': referencesMessages.beginUpload,
        'the manager begins uploading a file of a type not allowed': referencesMessages.beginUpload,
        'a stranger begins uploading a reference file': referencesMessages.beginUpload,
        'the file of a reference that does not exist': referencesMessages.fileOf,
      },
    });
  });
});
