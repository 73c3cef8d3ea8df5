import { finished, type Readable, Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage-errors';

/**
 * Counts the bytes flowing through and fails with FileTooLargeError instead of passing on the
 * chunk that would go past `maxBytes`, so a store never receives a byte over the limit.
 */
export class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.bytes + chunk.length > this.maxBytes) {
      this.exceeded = true;
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

/**
 * Pipes the caller's `body` into `limit`, passing on its errors (a client gone mid-upload), and
 * returns the function that lets go of it again. Unlike stream.pipeline it never destroys `body`:
 * an HTTP handler must still be able to answer 413 on the request's connection.
 */
export function feedLimit(body: Readable, limit: ByteLimit): () => void {
  const stopWatching = finished(body, { writable: false }, (error) => {
    if (error) limit.destroy(error);
  });
  body.pipe(limit);
  return () => {
    stopWatching();
    body.unpipe(limit);
    limit.destroy();
  };
}
