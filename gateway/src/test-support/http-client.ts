/** A small HTTP client for the gateway's tests: /api calls with x-csrf, and sign-in through /bff/login. */
export function httpClient(base: () => string) {
  async function api(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; cookie?: string } = {}) {
    const response = await fetch(`${base()}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-csrf': '1',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  async function signIn(email: string, password: string, cookie?: string) {
    const response = await fetch(`${base()}/bff/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ email, password, returnUrl: '/worlds' }).toString(),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    return { status: response.status, location: response.headers.get('location'), setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  return { api, signIn };
}

/** Starts the gateway on a free port of 127.0.0.1 and returns its address. */
export async function listenLocally(app: { listen(options: { port: number; host: string }): Promise<string>; server: { address(): unknown } }): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port?: number } | null;
  return `http://127.0.0.1:${address?.port ?? 0}`;
}
