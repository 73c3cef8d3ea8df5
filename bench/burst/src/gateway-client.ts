import { API_BASE_PATH, type ApiRoute, CSRF_HEADER, METHOD_OVERRIDE_HEADER, ROUND_HEADER } from '@simbiz/contracts';
import { Agent, request } from 'node:http';

/** What the gateway answered: the HTTP status and the envelope (null when the body was not one). */
export interface Answer {
  status: number;
  envelope: { code: number; data: unknown } | null;
  /** Client-side: from writing the request to reading the whole answer. */
  ms: number;
}

/**
 * A signed-in person talking to the gateway as the browser's ApiClient does: `x-csrf: 1` on every
 * call, PUT/PATCH/DELETE as POST with the method override, `x-vrid` naming the round on round-bound
 * writes. One keep-alive connection each (a browser tab keeps its connection open).
 */
export class GatewayClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly base: URL,
    private readonly cookie: string,
  ) {}

  /** Signs in through the sign-in form (POST /bff/login) and keeps the session cookie it sets. */
  static async signIn(base: URL, email: string, password: string): Promise<GatewayClient> {
    const form = new URLSearchParams({ email, password }).toString();
    const answer = await exchange(new Agent(), base, 'POST', '/bff/login', { 'content-type': 'application/x-www-form-urlencoded' }, form);
    const cookie = (answer.setCookie[0] ?? '').split(';')[0] ?? '';
    if (answer.status !== 303 || !cookie) throw new Error(`signing in ${email} answered ${answer.status}`);
    return new GatewayClient(base, cookie);
  }

  /** A route of the contracts' table with its path parameters filled from `input`, the rest as the JSON body. */
  async write(route: ApiRoute, input: Record<string, unknown>, roundId: string): Promise<Answer> {
    const body: Record<string, unknown> = { ...input };
    const path = route.path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
      const value = String(body[name]);
      delete body[name];
      return encodeURIComponent(value);
    });
    const headers: Record<string, string> = { [CSRF_HEADER]: '1', cookie: this.cookie, 'content-type': 'application/json' };
    if (route.method !== 'POST' && route.method !== 'GET') headers[METHOD_OVERRIDE_HEADER] = route.method;
    if (route.roundBound) headers[ROUND_HEADER] = roundId;
    const started = performance.now();
    const answer = await exchange(this.agent, this.base, 'POST', `${API_BASE_PATH}${path}`, headers, JSON.stringify(body));
    return { status: answer.status, envelope: envelopeOf(answer.text), ms: performance.now() - started };
  }

  /** GET under /api (the world's details: its current round). */
  async read(path: string): Promise<Answer> {
    const started = performance.now();
    const answer = await exchange(this.agent, this.base, 'GET', `${API_BASE_PATH}${path}`, { [CSRF_HEADER]: '1', cookie: this.cookie });
    return { status: answer.status, envelope: envelopeOf(answer.text), ms: performance.now() - started };
  }

  close(): void {
    this.agent.destroy();
  }
}

function envelopeOf(text: string): Answer['envelope'] {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; data?: unknown };
    return typeof parsed.code === 'number' ? { code: parsed.code, data: parsed.data } : null;
  } catch {
    return null;
  }
}

function exchange(
  agent: Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), {
      method,
      agent,
      headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
    });
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
