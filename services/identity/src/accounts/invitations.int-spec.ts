import { ErrorCode, identityMessages as m } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { serviceSuite } from '@simbiz/testing';
import { identityMigrations } from '../database/migrations';
import { VENDOR_LICENSE_KEY } from '../identity.config';
import { IdentityModule } from '../identity.module';

describe('an invite-only installation', () => {
  let api: Requester;
  const config = { licensePublicKey: VENDOR_LICENSE_KEY, sessionTtlHours: 1, signUpMode: 'invite' as const };
  const suite = serviceSuite('invites', {
    requester: (nc, prefix) => new Requester(nc, prefix),
    service: (options) => bootstrapService({ name: 'identity', module: IdentityModule.forRoot(config), migrations: identityMigrations }, options),
  });
  beforeAll(() => {
    api = suite.api;
  });

  const account = (email: string) => ({ email, displayName: 'Someone', password: 'a long password' });

  it('lets the first account in, then only invited emails, each invitation once', async () => {
    const admin = await api.call(m.signUp, account('root@example.org'));
    expect(admin.roles).toEqual(['admin', 'licensed']);
    expect((await api.send(m.signUp, account('guest@example.org'))).code).toBe(ErrorCode.participantNotAuthorized);
    const asAdmin = { caller: { userId: admin.userId, roles: admin.roles } };
    expect(await api.call(m.invite, { email: 'Guest@Example.org' }, asAdmin)).toEqual({ email: 'guest@example.org', invitedBy: admin.userId });
    expect((await api.call(m.signUp, account('guest@example.org'))).email).toBe('guest@example.org');
    expect((await api.send(m.signUp, account('guest2@example.org'))).code).toBe(ErrorCode.participantNotAuthorized);
  });

  it('lets only an admin invite', async () => {
    const reply = await api.send(m.invite, { email: 'x@example.org' }, { caller: { userId: 'u', roles: ['licensed'] } });
    expect(reply.code).toBe(ErrorCode.participantNotAuthorized);
  });
});
