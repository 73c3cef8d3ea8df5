import { API_BASE_PATH, type ApiRoute, CSRF_HEADER, METHOD_OVERRIDE_HEADER, ROUND_HEADER } from '@simbiz/contracts';
import { envelopeOf, httpExchange, signInCookie } from '@simbiz/testing';
import { Agent } from 'node:http';

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
    return new GatewayClient(base, await signInCookie(base, email, password));
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
    const answer = await httpExchange(this.agent, new URL(`${API_BASE_PATH}${path}`, this.base), 'POST', headers, JSON.stringify(body));
    return { status: answer.status, envelope: envelopeOf(answer.text), ms: performance.now() - started };
  }

  /** GET under /api (the world's details: its current round). */
  async read(path: string): Promise<Answer> {
    const started = performance.now();
    const answer = await httpExchange(this.agent, new URL(`${API_BASE_PATH}${path}`, this.base), 'GET', { [CSRF_HEADER]: '1', cookie: this.cookie });
    return { status: answer.status, envelope: envelopeOf(answer.text), ms: performance.now() - started };
  }

  close(): void {
    this.agent.destroy();
  }
}
