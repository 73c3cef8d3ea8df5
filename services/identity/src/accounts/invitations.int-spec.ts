import { ErrorCode, identityMessages as m } from '@simbiz/contracts';
import { Requester, type RunningService, bootstrapService } from '@simbiz/service-kit';
import { isolatedScope } from '@simbiz/testing';
import { type NatsConnection, connect } from 'nats';
import { identityMigrations } from '../database/migrations';
import { VENDOR_LICENSE_KEY } from '../identity.config';
import { IdentityModule } from '../identity.module';

describe('an invite-only installation', () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;

  beforeAll(async () => {
    const scope = await isolatedScope('invites');
    const config = { licensePublicKey: VENDOR_LICENSE_KEY, sessionTtlHours: 1, signUpMode: 'invite' as const };
    service = await bootstrapService(
      { name: 'identity', module: IdentityModule.forRoot(config), migrations: identityMigrations },
      { handleSignals: false, config: { ...scope, logLevel: 'silent' } },
    );
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix);
  });
  afterAll(async () => {
    await service?.close();
    await nc?.close();
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
