import { Agent, request } from 'node:http';

/** What came back over HTTP: the status, the body as text, the cookies set. */
export interface HttpAnswer {
  status: number;
  text: string;
  setCookie: string[];
}

/**
 * One HTTP exchange on a given agent (benches keep one keep-alive connection per simulated browser
 * tab, which fetch cannot promise); the request fails after `timeoutMs` when given.
 */
export function httpExchange(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: string, timeoutMs?: number): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method,
      agent,
      headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      ...(timeoutMs ? { timeout: timeoutMs } : {}),
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The envelope a gateway's answer holds, or null when the body is not one. */
export function envelopeOf(text: string): { code: number; data: unknown } | null {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; data?: unknown };
    return typeof parsed.code === 'number' ? { code: parsed.code, data: parsed.data } : null;
  } catch {
    return null;
  }
}

/** Signs in through the gateway's form (POST /bff/login) and returns the session cookie it set. */
export async function signInCookie(base: URL, email: string, password: string): Promise<string> {
  const agent = new Agent();
  try {
    const form = new URLSearchParams({ email, password }).toString();
    const answer = await httpExchange(agent, new URL('/bff/login', base), 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, form);
    const cookie = (answer.setCookie[0] ?? '').split(';')[0] ?? '';
    if (answer.status !== 303 || !cookie) throw new Error(`signing in ${email} answered ${answer.status}`);
    return cookie;
  } finally {
    agent.destroy();
  }
}
