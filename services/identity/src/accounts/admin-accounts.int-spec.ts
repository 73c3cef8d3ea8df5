import { adminAccountsMessages as admin, type Caller, ErrorCode, identityMessages as m, type MessageDef, sessionEndedEvent } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { serviceSuite } from '@simbiz/testing';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { identityMigrations } from '../database/migrations';
import type { IdentityTables } from '../database/tables';
import { VENDOR_LICENSE_KEY } from '../identity.config';
import { IdentityModule } from '../identity.module';

const PASSWORD = 'a long password';
type Who = { userId: string; roles: Caller['roles'] };

describe('the admin console’s accounts, against real NATS and PostgreSQL', () => {
  let api: Requester;
  const people: Record<string, Who> = {};
  const suite = serviceSuite('adminaccounts', {
    requester: (nc, prefix) => new Requester(nc, prefix),
    service: (options) =>
      bootstrapService(
        {
          name: 'identity',
          module: IdentityModule.forRoot({ licensePublicKey: VENDOR_LICENSE_KEY, sessionTtlHours: 1, signUpMode: 'open' }),
          migrations: identityMigrations,
        },
        options,
      ),
  });
  const as = (name: string) => ({ caller: people[name] });
  const id = (name: string) => people[name]?.userId ?? '';
  const code = async (reply: Promise<{ code: number }>) => (await reply).code;
  const signIn = (name: string) => api.send(m.signIn, { email: `${name}@school.example`, password: PASSWORD });
  const emails = (reply: { items: { email: string }[] }) => reply.items.map((a) => a.email.split('@')[0]);

  beforeAll(async () => {
    api = suite.api;
    // Signed up in this order: ada first (the admin), gina last; 'latest first' lists them reversed.
    const names: [string, string][] = [
      ['ada', 'Ada Lovelace'],
      ['bob', 'Bob'],
      ['carol', 'Carol 50% Club'],
      ['dan', 'Dan'],
      ['erin', 'Erin Ninja'],
      ['frank', 'Frank'],
      ['gina', 'Gina'],
    ];
    for (const [name, displayName] of names) {
      const account = await api.call(m.signUp, { email: `${name}@school.example`, displayName, password: PASSWORD });
      people[name] = { userId: account.userId, roles: account.roles };
    }
  }, 60_000);

  it('lists accounts latest first, searched by email or name in any case, filtered by role, paged with the total', async () => {
    const first = await api.call(admin.list, { pageSize: 3 }, as('ada'));
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(emails(first)).toEqual(['gina', 'frank', 'erin']);
    expect(emails(await api.call(admin.list, { page: 3, pageSize: 3 }, as('ada')))).toEqual(['ada']);
    expect(await api.call(admin.list, { page: 4, pageSize: 3 }, as('ada'))).toMatchObject({ items: [], total: 7 });
    expect(emails(await api.call(admin.list, { q: 'ADA@' }, as('ada')))).toEqual(['ada']);
    expect(emails(await api.call(admin.list, { q: 'ninja' }, as('ada')))).toEqual(['erin']);
    // A % is a letter to look for, not LIKE's wildcard.
    expect(emails(await api.call(admin.list, { q: '%' }, as('ada')))).toEqual(['carol']);
    expect(emails(await api.call(admin.list, { q: '_' }, as('ada')))).toEqual([]);
    const licensed = await api.call(admin.list, { role: 'licensed' }, as('ada'));
    expect(licensed).toMatchObject({ total: 1, items: [{ email: 'ada@school.example', roles: ['admin', 'licensed'], disabled: false, lastLoginAt: null }] });
    expect(licensed.items[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await code(api.send(admin.list, { pageSize: 1000 }, as('ada')))).toBe(ErrorCode.verificationFailed);
    expect(await code(api.send(admin.list, { q: 'a\u0000b' }, as('ada')))).toBe(ErrorCode.verificationFailed);
  });

  it('takes a role away, but never an admin’s own admin role nor the last enabled admin’s (110123)', async () => {
    const bob = await api.call(m.grantRole, { userId: id('bob'), role: 'admin' }, as('ada'));
    expect(bob.roles).toEqual(['admin']);
    expect(await code(api.send(admin.revokeRole, { userId: id('ada'), role: 'admin' }, as('ada')))).toBe(ErrorCode.participantNotAuthorized);
    expect(await api.call(admin.revokeRole, { userId: id('bob'), role: 'admin' }, as('ada'))).toMatchObject({ email: 'bob@school.example', roles: [] });
    // Bob's page still believes he is an admin (the gateway caches a session for seconds): ada is the last one.
    const staleBob = { caller: { userId: id('bob'), roles: ['admin' as const] } };
    expect(await code(api.send(admin.revokeRole, { userId: id('ada'), role: 'admin' }, staleBob))).toBe(ErrorCode.participantNotAuthorized);
    expect(await code(api.send(admin.disable, { userId: id('ada') }, staleBob))).toBe(ErrorCode.participantNotAuthorized);
    expect((await api.call(admin.list, { role: 'admin' }, as('ada'))).items.map((a) => a.userId)).toEqual([id('ada')]);
    // A role not held is nothing to take; an unknown account is 110001.
    expect((await api.call(admin.revokeRole, { userId: id('bob'), role: 'licensed' }, as('ada'))).roles).toEqual([]);
    expect(await code(api.send(admin.revokeRole, { userId: randomUUID(), role: 'licensed' }, as('ada')))).toBe(ErrorCode.userNotFound);
  });

  it('disables an account: its sessions end at once and are announced, sign-in is refused as a wrong password; enabling restores sign-in', async () => {
    const ended: string[] = [];
    const stop = api.listen(sessionEndedEvent.subject, sessionEndedEvent.payload, ({ sid }) => ended.push(sid));
    await suite.nc.flush();
    const sessions = [
      await api.call(m.signIn, { email: 'carol@school.example', password: PASSWORD }),
      await api.call(m.signIn, { email: 'carol@school.example', password: PASSWORD }),
    ];
    const bobSession = await api.call(m.signIn, { email: 'bob@school.example', password: PASSWORD });

    expect(await api.call(admin.disable, { userId: id('carol') }, as('ada'))).toMatchObject({ email: 'carol@school.example', disabled: true });
    for (const { sid } of sessions) expect(await api.call(m.resolveSession, { sid })).toBeNull();
    expect(await api.call(m.resolveSession, { sid: bobSession.sid })).not.toBeNull();
    await waitFor(() => ended.length >= 2);
    expect(ended.sort()).toEqual(sessions.map((s) => s.sid).sort());
    stop();

    const unknown = await api.send(m.signIn, { email: 'nobody@school.example', password: PASSWORD });
    expect(await signIn('carol')).toEqual(unknown);
    expect(unknown.code).toBe(ErrorCode.verificationFailed);
    expect(emails(await api.call(admin.list, { disabled: 'true' }, as('ada')))).toEqual(['carol']);
    expect((await api.call(admin.list, { disabled: 'false' }, as('ada'))).total).toBe(6);

    expect(await code(api.send(admin.disable, { userId: id('ada') }, as('ada')))).toBe(ErrorCode.cannotRemoveSelf);
    expect(await code(api.send(admin.disable, { userId: randomUUID() }, as('ada')))).toBe(ErrorCode.userNotFound);
    expect(await code(api.send(admin.enable, { userId: randomUUID() }, as('ada')))).toBe(ErrorCode.userNotFound);

    expect(await api.call(admin.enable, { userId: id('carol') }, as('ada'))).toMatchObject({ disabled: false });
    const again = await api.call(m.signIn, { email: 'carol@school.example', password: PASSWORD });
    expect(await api.call(m.resolveSession, { sid: again.sid })).toMatchObject({ userId: id('carol') });
    // Ended sessions stay ended.
    expect(await api.call(m.resolveSession, { sid: sessions[0]?.sid ?? '' })).toBeNull();
  });

  it('counts a disabled account’s seat until its licensed role is revoked (9993 at the limit)', async () => {
    // Community limits: three seats; ada holds one.
    await api.call(admin.disable, { userId: id('dan') }, as('ada'));
    expect((await api.call(m.grantRole, { userId: id('dan'), role: 'licensed' }, as('ada'))).roles).toEqual(['licensed']);
    await api.call(m.grantRole, { userId: id('erin'), role: 'licensed' }, as('ada'));
    expect(await api.send(m.grantRole, { userId: id('frank'), role: 'licensed' }, as('ada'))).toEqual({ code: 9993, data: { params: { count: 3 } } });
    expect((await api.call(m.grantRole, { userId: id('dan'), role: 'licensed' }, as('ada'))).roles).toEqual(['licensed']);
    expect((await api.call(m.license, {}, as('ada'))).usedSeats).toBe(3);
    await api.call(admin.revokeRole, { userId: id('dan'), role: 'licensed' }, as('ada'));
    expect((await api.call(m.grantRole, { userId: id('frank'), role: 'licensed' }, as('ada'))).roles).toEqual(['licensed']);
  });

  it('counts accounts by kind, and lists invitations latest first', async () => {
    await api.call(m.signIn, { email: 'gina@school.example', password: PASSWORD });
    expect(await api.call(admin.counts, {}, as('ada'))).toEqual({ total: 7, disabled: 1, admins: 1, licensed: 3, activeThisWeek: 3 });
    await api.call(m.invite, { email: 'first@school.example' }, as('ada'));
    await api.call(m.invite, { email: 'second@school.example' }, as('ada'));
    const page = await api.call(admin.invitations, { pageSize: 1 }, as('ada'));
    expect(page).toEqual({
      items: [{ email: 'second@school.example', invitedBy: id('ada'), invitedByName: 'Ada Lovelace', createdAt: expect.any(String), usedAt: null }],
      total: 2,
      page: 1,
      pageSize: 1,
    });
  });

  it('refuses every admin message to anyone without the admin role (110123), changing nothing', async () => {
    const target = { userId: id('frank') };
    const requests: [MessageDef, object][] = [
      [admin.list, {}],
      [admin.revokeRole, { ...target, role: 'licensed' }],
      [admin.disable, target],
      [admin.enable, target],
      [admin.invitations, {}],
      [admin.counts, {}],
      [m.grantRole, { ...target, role: 'admin' }],
      [m.invite, { email: 'sneaky@school.example' }],
      [m.installLicense, { document: '{}' }],
      [m.license, {}],
    ];
    for (const caller of [{}, { userId: id('frank'), roles: ['licensed' as const] }])
      for (const [def, request] of requests)
        expect({ subject: def.subject, code: await code(api.send(def, request, { caller })) }).toEqual({ subject: def.subject, code: 110123 });
    expect(await api.call(admin.list, { q: 'frank' }, as('ada'))).toMatchObject({ items: [{ roles: ['licensed'], disabled: false }] });
    expect((await api.call(admin.invitations, {}, as('ada'))).total).toBe(2);
  });

  it('audits every change an admin asks for, refusals included, and no reads', async () => {
    expect(await code(api.send(m.installLicense, { document: '{"payload":{}}' }, as('ada')))).toBe(ErrorCode.verificationFailed);
    const db = suite.service.db as Kysely<IdentityTables>;
    const rows = await db.selectFrom('audit').select(['action', 'result_code', 'user_id', 'world_id']).orderBy('id').execute();
    const seen = rows.map((r) => `${r.action}:${r.result_code}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'account.grantRole:0',
        'account.grantRole:9993',
        'account.revokeRole:0',
        'account.revokeRole:110123',
        'account.revokeRole:110001',
        'account.disable:0',
        'account.disable:110007',
        'account.disable:110123',
        'account.enable:0',
        'account.invite:0',
        'license.install:110123',
        'license.install:9001',
      ]),
    );
    expect(rows.filter((r) => r.action === 'account.disable' && r.result_code === 0).map((r) => r.user_id)).toEqual([id('ada'), id('ada')]);
    expect(rows.find((r) => r.action === 'account.disable' && r.result_code === ErrorCode.participantNotAuthorized)?.user_id).toBe(id('bob'));
    expect(rows.every((r) => r.world_id === null && /^(account|license)\./.test(r.action))).toBe(true);
  });
});

/** Waits (up to two seconds) for something another connection will deliver. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done()).toBe(true);
}
