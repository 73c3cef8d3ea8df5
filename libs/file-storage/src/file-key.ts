import { InvalidFileKeyError } from './file-storage-errors';
import type { PutFileOptions } from './file-storage';

/**
 * Segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit, joined by
 * `/`: no `..`, no absolute path, no empty segment, nothing a shell or URL would reinterpret. The
 * disk store maps a key to a path below its root, and this is what keeps it there.
 */
const FILE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
export const FILE_KEY_MAX_LENGTH = 300;
/** File systems take 255 bytes per name; the disk store adds a suffix. */
const SEGMENT_MAX_LENGTH = 200;

export function isFileKey(key: string): boolean {
  return key.length <= FILE_KEY_MAX_LENGTH && FILE_KEY.test(key) && key.split('/').every((segment) => segment.length <= SEGMENT_MAX_LENGTH);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new InvalidFileKeyError(key);
}

/** A MIME type as sent in a header: printable ASCII, `type/subtype` with optional parameters. */
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/;

export function isContentType(value: string): boolean {
  return value.length <= 255 && CONTENT_TYPE.test(value);
}

/** The key, the content type and the limit of a put (bad ones are programming errors, hence TypeError). */
export function assertPutOptions(key: string, { contentType, maxBytes }: PutFileOptions): void {
  assertFileKey(key);
  if (!isContentType(contentType)) {
    throw new TypeError(`Content type ${JSON.stringify(contentType.slice(0, 300))} is not a MIME type`);
  }
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new TypeError(`maxBytes must be a whole number of bytes, not ${maxBytes}`);
}
