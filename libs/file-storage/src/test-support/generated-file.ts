import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

export interface GeneratedFile {
  body: Readable;
  /** The SHA-256 of what was produced so far (all of it once the body ended). */
  sha256(): string;
  produced(): number;
  /** The most bytes ever produced but not yet landed, measured each time the body was asked for more. */
  mostAhead(): number;
}

/**
 * A file made on the fly, chunk by chunk as it is read (each chunk filled with its own number, so
 * a lost or repeated chunk changes the hash). `landed` says how many bytes have reached the store
 * (a file's size, the bytes a server read): a put that holds the file in memory would let
 * production run ahead of it by the whole file, a streaming one by its buffers only.
 */
export function generatedFile(totalBytes: number, landed: () => number = () => 0, chunkBytes = 64 * 1024): GeneratedFile {
  const hash = createHash('sha256');
  let produced = 0;
  let mostAhead = 0;
  const body = new Readable({
    read() {
      mostAhead = Math.max(mostAhead, produced - landed());
      if (produced >= totalBytes) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(chunkBytes, totalBytes - produced), Math.floor(produced / chunkBytes) % 251);
      produced += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { body, sha256: () => hash.copy().digest('hex'), produced: () => produced, mostAhead: () => mostAhead };
}

export async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function bufferBody(content: string | Buffer): Readable {
  return Readable.from([Buffer.from(content)]);
}

export async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
