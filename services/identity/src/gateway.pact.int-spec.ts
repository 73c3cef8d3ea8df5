import { identityMessages as m } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { serviceSuite, verifyMessagePact } from '@simbiz/testing';
import { identityMigrations } from './database/migrations';
import { VENDOR_LICENSE_KEY } from './identity.config';
import { IdentityModule } from './identity.module';

/** identity keeps the gateway's pact (pacts/gateway-identity.json), over real NATS and PostgreSQL. */
describe('identity honours the gateway’s pact', () => {
  let api: Requester;
  const suite = serviceSuite('identitypact', {
    requester: (nc, prefix) => new Requester(nc, prefix, 3_000),
    service: (options) =>
      bootstrapService(
        {
          name: 'identity',
          module: IdentityModule.forRoot({ licensePublicKey: VENDOR_LICENSE_KEY, sessionTtlHours: 1, signUpMode: 'open' }),
          migrations: identityMigrations,
        },
        options,
      ),
    timeoutMs: 60_000,
  });
  beforeAll(() => {
    api = suite.api;
  });

  it('answers every interaction as the gateway expects', async () => {
    await verifyMessagePact({
      pact: 'gateway-identity.json',
      provider: 'identity',
      requester: api,
      states: {
        'a signed-in account': async () => {
          await api.send(m.signUp, { email: 'pact@example.org', displayName: 'Pact', password: 'a long password' });
          const { sid } = await api.call(m.signIn, { email: 'pact@example.org', password: 'a long password' });
          return { caller: {}, replace: { 'a-session-id': sid } };
        },
        'no sessions': async () => ({ caller: {} }),
      },
      messages: { 'resolve a live session': m.resolveSession, 'resolve an unknown session': m.resolveSession, 'sign up with a malformed email': m.signUp },
    });
  });
});
