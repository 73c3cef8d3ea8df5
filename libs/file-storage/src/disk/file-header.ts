import type { FileHandle } from 'node:fs/promises';
import { z } from 'zod';

/**
 * A stored file starts with one line of JSON holding what S3 would keep as metadata (the content
 * type), then the bytes. One file per object means one rename publishes bytes and type together:
 * two uploads racing on a key can never leave one's bytes with the other's type, and a reader
 * holding the file open keeps reading the version it opened.
 */
const headerSchema = z.object({ contentType: z.string() });
/** Content types are at most 255 characters, so a header always fits. */
const HEADER_MAX_BYTES = 1024;
const NEWLINE = 0x0a;

export function encodeFileHeader(contentType: string): Buffer {
  return Buffer.from(`${JSON.stringify({ contentType })}\n`);
}

export interface FileHeader {
  contentType: string;
  /** Where the object's bytes start. */
  bodyStart: number;
}

export async function readFileHeader(file: FileHandle, path: string): Promise<FileHeader> {
  const buffer = Buffer.alloc(HEADER_MAX_BYTES);
  const { bytesRead } = await file.read(buffer, 0, HEADER_MAX_BYTES, 0);
  const end = buffer.subarray(0, bytesRead).indexOf(NEWLINE);
  const parsed = end < 0 ? undefined : headerSchema.safeParse(parseJson(buffer.subarray(0, end).toString('utf8')));
  if (!parsed?.success) throw new Error(`${path} is not a stored file (no header line)`);
  return { contentType: parsed.data.contentType, bodyStart: end + 1 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
