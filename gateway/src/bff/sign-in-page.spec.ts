import formbody from '@fastify/formbody';
import { DomainError, ErrorCode, type MessageDef } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { readGatewayConfig } from '../config';
import type { SessionResolver } from '../session/sessions';
import { registerBff } from './bff-routes';

const PASSWORD = 'the right password';
const SID = 's'.repeat(43);

/** Identity as the sign-in routes see it: one password opens a session, any other is refused. */
const identity = {
  call: async (def: MessageDef, payload: { password?: string }) => {
    if (def.subject.endsWith('signIn') && payload.password === PASSWORD) return { sid: SID };
    if (def.subject.endsWith('signIn')) throw new DomainError(ErrorCode.verificationFailed);
    return {};
  },
} as unknown as Requester;

describe('the sign-in page at /bff/login', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(formbody);
    registerBff(app, {
      requester: identity,
      sessions: { forget: () => undefined } as unknown as SessionResolver,
      config: readGatewayConfig({}, { signInAttempts: 3 }),
    });
  });

  afterAll(() => app.close());

  const open = (query: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/bff/login${query}`, headers });
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ returnUrl: '/worlds', ...fields }).toString(),
    });
  const emailValue = (html: string) => /<input id="email"[^>]* value="([^"]*)"/.exec(html)?.[1];

  it('is drawn in the shell’s look, in both themes, with labelled fields a password manager understands', async () => {
    const page = await open('?returnUrl=%2Fworlds');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('--background: #f4f6f9;');
    expect(page.body).toContain("@media (prefers-color-scheme: dark) { :root:not([data-theme='light'])");
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(page.body).toContain('<title>Sign in · SimBiz</title>');
  });

  it('loads nothing from other sites, posts only here and may not be framed', async () => {
    const csp = String((await open('')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await post({ email: 'a@example.org', password: 'wrong' })).headers['content-security-policy']).toBe(csp);
  });

  it('links to the shell’s sign-up page and to each language, keeping the return address', async () => {
    const page = (await open('?returnUrl=%2Fworlds%2Fjoin%3Fworld%3D42')).body;
    expect(page).toContain('New here? <a href="/sign-up?returnUrl=%2Fworlds%2Fjoin%3Fworld%3D42">Create an account</a>');
    expect(page).toContain('<a href="/bff/login?lang=th&amp;returnUrl=%2Fworlds%2Fjoin%3Fworld%3D42" lang="th" hreflang="th">ไทย</a>');
    expect(page).toContain('<a href="/bff/login?lang=zh-Hans&amp;returnUrl=%2Fworlds%2Fjoin%3Fworld%3D42" lang="zh-Hans" hreflang="zh-Hans">简体中文</a>');
    expect(page).toMatch(/lang="en" hreflang="en" aria-current="true">English<\/a>/);
  });

  it('speaks the language of its link before the browser’s, and marks the choice for the shell', async () => {
    const thai = (await open('?lang=th&returnUrl=%2F', { 'accept-language': 'zh-CN' })).body;
    expect(thai).toContain('<html lang="th" data-locale-source="link">');
    expect(thai).toContain('<h1 id="sign-in-title">เข้าสู่ระบบ</h1>');
    expect(thai).toContain('ยังไม่มีบัญชีใช่ไหม <a href="/sign-up?returnUrl=%2F">สร้างบัญชี</a>');
    const chinese = (await open('?returnUrl=%2F', { 'accept-language': 'zh-TW,zh;q=0.9' })).body;
    expect(chinese).toContain('<html lang="zh-Hans" data-locale-source="browser">');
    expect(chinese).toContain('<label for="email">电子邮箱</label>');
    expect(chinese).toContain('还没有账户？<a href="/sign-up?returnUrl=%2F">创建账户</a>');
    expect((await open('?lang=fr&returnUrl=%2F')).body).toContain('<html lang="en" data-locale-source="browser">');
  });

  it('keeps the email typed after a wrong password, in the form’s language, and never echoes the password', async () => {
    const page = await post({ email: ' Kim@Example.org ', password: 'hunter2 wrong', lang: 'th' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('<p class="alert" role="alert">อีเมลหรือรหัสผ่านไม่ถูกต้อง</p>');
    expect(page.body).toContain('<html lang="th" data-locale-source="form">');
    expect(emailValue(page.body)).toBe('Kim@Example.org');
    expect(page.body).toMatch(/<input id="password"[^>]*required autofocus>/);
    expect(page.body).not.toContain('hunter2');
    expect(page.body).toContain('name="returnUrl" value="/worlds"');
  });

  it('escapes a hostile email wherever it comes back', async () => {
    const hostile = '"><script>alert(1)</script><x a=\'@example.org';
    const page = (await post({ email: hostile, password: 'wrong' })).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(emailValue(page)).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x a=&#39;@example.org');
  });

  it('keeps the email when too many attempts are refused, and signs in with the right password', async () => {
    for (let i = 0; i < 3; i++) await post({ email: 'lee@example.org', password: `guess ${i}` });
    const limited = await post({ email: 'lee@example.org', password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(emailValue(limited.body)).toBe('lee@example.org');
    expect(limited.body).toContain('role="alert">Too many sign-in attempts.');
    const signedIn = await post({ email: 'ann@example.org', password: PASSWORD, returnUrl: '/worlds/join?world=42' });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/worlds/join?world=42');
    expect(String(signedIn.headers['set-cookie'])).toMatch(new RegExp(`^sid=${SID};.*HttpOnly`));
  });
});
