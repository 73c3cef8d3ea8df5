/** A call a page made through the API client: its address without the query, its method and its JSON body. */
export interface Call {
  url: string;
  /** The method the gateway sees: PUT, PATCH and DELETE travel as POST with the override header. */
  method: string;
  body: Record<string, unknown> | null;
}

/** The data a read answers with, or undefined for a call that is not a read the page's world answers. */
export type AnswerRead = (path: string, method: string) => { data: unknown } | undefined;

/**
 * A fetch standing in for the gateway: a call `read` answers gets its data back; every other call
 * (a write) is recorded in `calls` and succeeds with no data.
 */
export function fakeGateway(read: AnswerRead = () => undefined): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const answerCall = (async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0] ?? '';
    const method = init?.method ?? '';
    const answer = read(path, method);
    if (!answer) {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ url: path, method: headers['x-http-method-override'] ?? method, body: init?.body ? JSON.parse(String(init.body)) : null });
    }
    return { status: 200, json: async () => ({ code: 0, data: answer ? answer.data : {} }) };
  }) as unknown as typeof fetch;
  return { fetch: answerCall, calls };
}
