import { Verifier } from '@pact-foundation/pact';
import { Requester } from '@simbiz/service-kit';
import { isolatedScope, startPeers } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { join } from 'node:path';
import { readGatewayConfig } from './config';
import { buildGateway } from './server';
import { httpClient, listenLocally } from './test-support/http-client';

// No telemetry from the pact library, and no proxy between the verifier and the gateway.
process.env['PACT_DO_NOT_TRACK'] = 'true';
for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete process.env[name];

/** The running gateway, with identity, worlds and teams as processes, keeps the web client's pact (pacts/web-gateway.json). */
describe('the gateway honours the web client’s pact', () => {
  let app: FastifyInstance;
  let base: string;
  let nc: NatsConnection;
  let stopPeers: () => Promise<void>;
  const { api, signIn } = httpClient(() => base);
  let cookie = '';
  let accounts = 0;

  async function newAccount(): Promise<{ email: string; cookie: string }> {
    const email = `pact${++accounts}@example.org`;
    await api('POST', '/api/account/sign-up', { body: { email, displayName: `Pact ${accounts}`, password: 'a long password' } });
    return { email, cookie: (await signIn(email, 'a long password')).cookie };
  }

  async function newWorld(owner: string): Promise<string> {
    const created = await api('POST', '/api/worlds', {
      cookie: owner,
      body: {
        name: `Spring class ${accounts}`,
        confirmName: `Spring class ${accounts}`,
        screenplayId: 'starter',
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    return (created.json as { data: { worldId: string } }).data.worldId;
  }

  beforeAll(async () => {
    const scope = await isolatedScope('webpact');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 2_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams']);
    app = await buildGateway(requester, readGatewayConfig({}, {}));
    base = await listenLocally(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it('answers every interaction as the client expects', async () => {
    // The first account is the installation's admin and licensed: the instructor of these states.
    const instructor = await newAccount();
    let instructorWorld: string | undefined;
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: base,
      pactUrls: [join(__dirname, '../../pacts/web-gateway.json')],
      logLevel: 'warn',
      stateHandlers: {
        'nobody is signed in': async () => {
          cookie = '';
          return {};
        },
        'an instructor is signed in with a world': async () => {
          cookie = instructor.cookie;
          instructorWorld ??= await newWorld(instructor.cookie);
          return { worldId: instructorWorld };
        },
        'a signed-in account outside a world': async () => {
          instructorWorld ??= await newWorld(instructor.cookie);
          cookie = (await newAccount()).cookie;
          return { worldId: instructorWorld };
        },
      },
      requestFilter: (request: { headers: Record<string, unknown> }, _response: unknown, next: () => void) => {
        if (cookie) request.headers['cookie'] = cookie;
        next();
      },
    }).verifyProvider();
  });
});
