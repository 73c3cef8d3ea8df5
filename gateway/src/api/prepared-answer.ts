import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1_024;

/**
 * A service's answer as it goes out: its bytes, and gzipped once when it is large enough to gain
 * from it. A service may have sent it gzipped already (a stored answer): it is then unzipped only
 * if a client that does not take gzip asks for it, once.
 */
export class PreparedAnswer {
  private plain: Promise<Buffer> | undefined;

  constructor(
    body: Buffer | undefined,
    readonly gzip: Buffer | undefined,
  ) {
    this.plain = body && Promise.resolve(body);
  }

  /** The answer's JSON bytes, not compressed. */
  body(): Promise<Buffer> {
    return (this.plain ??= gunzipped(this.gzip ?? Buffer.alloc(0)));
  }
}

/**
 * Prepares an answer once (compressing on the thread pool, off the event loop), so a cached one is
 * never encoded again; one the service sent gzipped is kept as it came. The bytes are copied: the
 * NATS client may reuse what it read them into.
 */
export async function prepareAnswer(bytes: Uint8Array | string, sentGzipped = false): Promise<PreparedAnswer> {
  const copy = Buffer.from(bytes);
  if (sentGzipped) return new PreparedAnswer(undefined, copy);
  return new PreparedAnswer(copy, copy.length < COMPRESS_FROM_BYTES ? undefined : await gzipped(copy));
}

/**
 * Whether the request takes gzip (RFC 9110, 12.5.3): named, or `*`, with a weight above zero;
 * `identity` alone or `gzip;q=0` means no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: boolean | undefined;
  for (const part of value.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const wanted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return wanted;
    if (coding === '*') star = wanted;
  }
  return star ?? false;
}

/** Sends a prepared answer as JSON, gzipped when it was compressed and the client takes gzip. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): Promise<FastifyReply> {
  reply.code(200).type('application/json');
  if (!answer.gzip) return reply.send(await answer.body());
  reply.header('vary', 'accept-encoding');
  return acceptsGzip(request.headers['accept-encoding']) ? reply.header('content-encoding', 'gzip').send(answer.gzip) : reply.send(await answer.body());
}
