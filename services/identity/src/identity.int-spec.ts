import { ErrorCode, identityMessages as m, profileMessage } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { serviceSuite } from '@simbiz/testing';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { Kysely } from 'kysely';
import { identityMigrations } from './database/migrations';
import type { IdentityTables } from './database/tables';
import { IdentityModule } from './identity.module';
import { type LicensePayload, signedBytes } from './license/license';

const vendor = generateKeyPairSync('ed25519');
const licensePublicKey = vendor.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const license = (p: LicensePayload) => JSON.stringify({ payload: p, signature: sign(null, signedBytes(p), vendor.privateKey).toString('base64') });

describe('the identity service, against real NATS and PostgreSQL', () => {
  let api: Requester;
  const suite = serviceSuite('identity', {
    requester: (nc, prefix) => new Requester(nc, prefix),
    service: (options) =>
      bootstrapService(
        { name: 'identity', module: IdentityModule.forRoot({ licensePublicKey, sessionTtlHours: 1, signUpMode: 'open' }), migrations: identityMigrations },
        options,
      ),
  });
  beforeAll(() => {
    api = suite.api;
  });

  const signUp = (email: string) => api.call(m.signUp, { email, displayName: email.split('@')[0] ?? 'x', password: 'correct horse battery' });

  it('makes the first account of an empty installation the admin, and the next ones plain accounts', async () => {
    const first = await signUp('Ada@Example.org');
    const second = await signUp('bob@example.org');
    expect(first).toMatchObject({ email: 'ada@example.org', roles: ['admin', 'licensed'] });
    expect(second.roles).toEqual([]);
  });

  it('refuses an email that is taken or malformed, and a short password, with 9001', async () => {
    expect((await api.send(m.signUp, { email: 'ADA@example.org', displayName: 'Ada', password: 'another password' })).code).toBe(9001);
    expect((await api.send(m.signUp, { email: 'not-an-email', displayName: 'X', password: 'long enough' })).code).toBe(9001);
    expect((await api.send(m.signUp, { email: 'c@example.org', displayName: 'C', password: 'short' })).code).toBe(9001);
  });

  it('signs in with a new session id every time, and resolves and ends sessions', async () => {
    const one = await api.call(m.signIn, { email: 'bob@example.org', password: 'correct horse battery' });
    const two = await api.call(m.signIn, { email: 'bob@example.org', password: 'correct horse battery' });
    expect(one.sid).not.toBe(two.sid);
    expect(await api.call(m.resolveSession, { sid: one.sid })).toEqual({ sid: one.sid, userId: one.userId, roles: [] });
    expect(await api.call(m.signOut, { sid: one.sid })).toEqual({ signedOut: true });
    expect(await api.call(m.resolveSession, { sid: one.sid })).toBeNull();
    expect(await api.call(m.resolveSession, { sid: two.sid })).not.toBeNull();
    expect(await api.call(m.signOut, { sid: one.sid })).toEqual({ signedOut: false });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await api.send(m.signIn, { email: 'bob@example.org', password: 'nope nope nope' });
    const unknown = await api.send(m.signIn, { email: 'nobody@example.org', password: 'nope nope nope' });
    expect(wrong).toEqual(unknown);
    expect(wrong.code).toBe(ErrorCode.verificationFailed);
  });

  it('answers the profile of the caller’s session, or an anonymous one', async () => {
    const session = await api.call(m.signIn, { email: 'ada@example.org', password: 'correct horse battery' });
    expect(await api.call(profileMessage, {}, { caller: { sid: session.sid } })).toEqual({
      isAuthenticated: true,
      claims: { userId: session.userId, sid: session.sid, roles: ['admin', 'licensed'] },
      user: { name: expect.any(String), email: 'ada@example.org', avatarSeed: session.userId },
    });
    expect(await api.call(profileMessage, {})).toEqual({ isAuthenticated: false, claims: { userId: '', sid: '', roles: [] }, user: null });
  });

  it('lets only an admin grant roles, within the seats of the license (9993 beyond them)', async () => {
    const admin = await api.call(m.signIn, { email: 'ada@example.org', password: 'correct horse battery' });
    const asAdmin = { caller: { userId: admin.userId, roles: admin.roles, sid: admin.sid } };
    const bob = await api.call(m.signIn, { email: 'bob@example.org', password: 'correct horse battery' });
    expect((await api.send(m.grantRole, { userId: bob.userId, role: 'licensed' }, { caller: { userId: bob.userId, roles: [] } })).code).toBe(
      ErrorCode.participantNotAuthorized,
    );
    expect((await api.call(m.grantRole, { userId: bob.userId, role: 'licensed' }, asAdmin)).roles).toEqual(['licensed']);
    // Community limits: three seats. Ada and Bob hold two.
    const carol = await signUp('carol@example.org');
    const dan = await signUp('dan@example.org');
    await api.call(m.grantRole, { userId: carol.userId, role: 'licensed' }, asAdmin);
    expect(await api.send(m.grantRole, { userId: dan.userId, role: 'licensed' }, asAdmin)).toEqual({ code: 9993, data: { params: { count: 3 } } });
  });

  it('installs a genuine license, and turns the profile into code -1 when the license becomes invalid', async () => {
    const admin = await api.call(m.signIn, { email: 'ada@example.org', password: 'correct horse battery' });
    const asAdmin = { caller: { userId: admin.userId, roles: admin.roles } };
    const forged = JSON.stringify({ payload: { licensee: 'X', seats: 999, simulations: 9, expiresAt: '2099-01-01T00:00:00Z' }, signature: 'AAAA' });
    expect((await api.send(m.installLicense, { document: forged }, asAdmin)).code).toBe(9001);
    const info = await api.call(
      m.installLicense,
      { document: license({ licensee: 'Test U', seats: 10, simulations: 5, expiresAt: '2099-01-01T00:00:00Z' }) },
      asAdmin,
    );
    expect(info).toMatchObject({ state: 'valid', licensee: 'Test U', seats: 10, usedSeats: 3 });
    const dan = await api.call(m.signIn, { email: 'dan@example.org', password: 'correct horse battery' });
    expect((await api.call(m.grantRole, { userId: dan.userId, role: 'licensed' }, asAdmin)).roles).toEqual(['licensed']);
    // A license that has since expired: stored directly, as time passing would leave it.
    const db = suite.service.db as Kysely<IdentityTables>;
    await db
      .insertInto('license')
      .values({ document: license({ licensee: 'Test U', seats: 10, simulations: 5, expiresAt: '2020-01-01T00:00:00Z' }), installed_by: null })
      .execute();
    const profile = await api.send(profileMessage, {}, { caller: { sid: admin.sid } });
    expect(profile).toEqual({
      code: -1,
      data: { params: { detail: 'The license expired on 2020-01-01T00:00:00Z.', reason: 'expired', expiresAt: '2020-01-01T00:00:00Z' } },
    });
  });
});
