import type { Readable } from 'node:stream';

/** What the store keeps beside an object's bytes. */
export interface StoredFile {
  size: number;
  contentType: string;
}

export interface StoredFileBody extends StoredFile {
  /** The object's bytes. Read it to the end or destroy it: it holds a file or a connection open. */
  body: Readable;
}

export interface PutFileOptions {
  contentType: string;
  /** The most bytes the object may have; one more and the upload is refused. */
  maxBytes: number;
}

export type FileStorageKind = 'disk' | 's3';

/**
 * Where uploaded files live (course references, later exports): a directory on a laptop or a
 * single node, an S3-compatible bucket when several replicas must see the same files. Keys are
 * chosen by the services (see file-key.ts), never taken from a file name.
 */
export interface FileStorage {
  readonly kind: FileStorageKind;
  /**
   * Streams `body` to `key`, replacing what was there only once every byte has arrived. Refuses with
   * FileTooLargeError, leaving nothing stored, as soon as more than `maxBytes` arrive. On any
   * failure it stops reading `body` but does not destroy it: the caller owns it (an HTTP handler
   * answers first, then closes the connection).
   */
  put(key: string, body: Readable, options: PutFileOptions): Promise<StoredFile>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredFileBody | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The connection test of the admin console: writes, reads back and removes a probe object, and
   * throws FileStorageCheckError saying what is wrong (bucket missing, credentials refused,
   * directory not writable...).
   */
  check(): Promise<void>;
}
