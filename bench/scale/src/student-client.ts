import { API_BASE_PATH, CSRF_HEADER } from '@simbiz/contracts';
import { Agent, request } from 'node:http';

/** A read as the gateway answered it: the HTTP status and the envelope (null when the body was not one). */
export interface ReadAnswer {
  status: number;
  envelope: { code: number; data: unknown } | null;
}

/** A read not answered within this long counts as an error (`timeout`). */
const READ_TIMEOUT_MS = 15_000;

/**
 * A signed-in student's browser tab: the session cookie, `x-csrf: 1` on every call, and one
 * keep-alive connection to each gateway it is sent to (as behind a load balancer).
 */
export class StudentClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  private constructor(private readonly cookie: string) {}

  /** Signs in through the sign-in form (POST /bff/login) and keeps the session cookie it sets. */
  static async signIn(base: URL, email: string, password: string): Promise<StudentClient> {
    const agent = new Agent();
    try {
      const form = new URLSearchParams({ email, password }).toString();
      const answer = await exchange(agent, new URL('/bff/login', base), 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, form);
      const cookie = (answer.setCookie[0] ?? '').split(';')[0] ?? '';
      if (answer.status !== 303 || !cookie) throw new Error(`signing in ${email} answered ${answer.status}`);
      return new StudentClient(cookie);
    } finally {
      agent.destroy();
    }
  }

  /** GET a path under /api from the given gateway. */
  async read(base: URL, path: string): Promise<ReadAnswer> {
    const answer = await exchange(this.agent, new URL(`${API_BASE_PATH}${path}`, base), 'GET', { [CSRF_HEADER]: '1', cookie: this.cookie });
    return { status: answer.status, envelope: envelopeOf(answer.text) };
  }

  close(): void {
    this.agent.destroy();
  }
}

function envelopeOf(text: string): ReadAnswer['envelope'] {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; data?: unknown };
    return typeof parsed.code === 'number' ? { code: parsed.code, data: parsed.data } : null;
  } catch {
    return null;
  }
}

function exchange(
  agent: Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers, timeout: READ_TIMEOUT_MS });
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
