import { API_BASE_PATH, CSRF_HEADER } from '@simbiz/contracts';
import { envelopeOf, httpExchange, signInCookie } from '@simbiz/testing';
import { Agent } from 'node:http';

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
    return new StudentClient(await signInCookie(base, email, password));
  }

  /** GET a path under /api from the given gateway. */
  async read(base: URL, path: string): Promise<ReadAnswer> {
    const answer = await httpExchange(
      this.agent,
      new URL(`${API_BASE_PATH}${path}`, base),
      'GET',
      { [CSRF_HEADER]: '1', cookie: this.cookie },
      undefined,
      READ_TIMEOUT_MS,
    );
    return { status: answer.status, envelope: envelopeOf(answer.text) };
  }

  close(): void {
    this.agent.destroy();
  }
}
