/** A small HTTP client for the gateway's tests: /api calls with x-csrf, and sign-in through /bff/login. */
export function httpClient(base: () => string) {
  /** `body` goes as JSON; `raw` as the bytes it is (a file upload, typed by the caller's content-type header). */
  async function api(method: string, path: string, options: { body?: unknown; raw?: Buffer; headers?: Record<string, string>; cookie?: string } = {}) {
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
      ...(options.raw !== undefined ? { body: new Uint8Array(options.raw) } : {}),
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
export async function listenLocally(app: {
  listen(options: { port: number; host: string }): Promise<string>;
  server: { address(): unknown };
}): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port?: number } | null;
  return `http://127.0.0.1:${address?.port ?? 0}`;
}

/**
 * Sends bytes to the gateway as they are, over a plain socket, for requests no HTTP client would
 * make (an unknown method, a malformed escape, any byte in a header), and reads the answer's
 * status and body: complete when its Content-Length has arrived, or when the server closes.
 */
export async function rawRequest(base: string, request: Buffer | string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(base);
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    const chunks: Buffer[] = [];
    const answer = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      const body = split >= 0 ? text.slice(split + 4) : '';
      const complete = split >= 0 && length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length);
      return { complete, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body };
    };
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (answer().complete) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const { complete: _complete, ...rest } = answer();
      resolve(rest);
    });
  });
}
