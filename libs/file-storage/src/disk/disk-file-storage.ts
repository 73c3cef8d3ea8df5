import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit, feedLimit } from '../byte-limit';
import { assertFileKey, assertPutOptions } from '../file-key';
import type { FileStorage, PutFileOptions, StoredFile, StoredFileBody } from '../file-storage';
import { FileStorageCheckError, InvalidFileKeyError } from '../file-storage-errors';
import { encodeFileHeader, readFileHeader } from './file-header';

/**
 * Appended to every object's file name. Keys never contain `@`, so a key's file (`a@`) and the
 * directory of a longer key (`a/b@` lives in `a/`) can never be the same path.
 */
const OBJECT_SUFFIX = '@';
/** Uploads in progress; keys never start with a dot, so no key lands here. */
const TEMP_DIR = '.tmp';

/**
 * Files under one directory, for a laptop or a single node (several replicas need S3). An upload
 * goes to a temporary file under the same root and is renamed into place once complete, so readers
 * see the old object or the new one, never half of one.
 */
export class DiskFileStorage implements FileStorage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Readable, options: PutFileOptions): Promise<StoredFile> {
    assertPutOptions(key, options);
    const target = this.pathOf(key);
    const temp = join(this.root, TEMP_DIR, randomUUID());
    await mkdir(dirname(temp), { recursive: true });
    const limit = new ByteLimit(options.maxBytes);
    const letGo = feedLimit(body, limit);
    try {
      const file = createWriteStream(temp, { flags: 'wx' });
      file.write(encodeFileHeader(options.contentType));
      await pipeline(limit, file);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      return { size: limit.bytes, contentType: options.contentType };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    } finally {
      letGo();
    }
  }

  async get(key: string): Promise<StoredFileBody | null> {
    const file = await this.openObject(key);
    if (!file) return null;
    try {
      const { contentType, bodyStart } = await readFileHeader(file, this.pathOf(key));
      const { size } = await file.stat();
      // From the handle already open: a put renaming a new version in meanwhile changes nothing here.
      const body = file.createReadStream({ start: bodyStart });
      return { size: size - bodyStart, contentType, body };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    const file = await this.openObject(key);
    if (!file) return null;
    try {
      const { contentType, bodyStart } = await readFileHeader(file, this.pathOf(key));
      const { size } = await file.stat();
      return { size: size - bodyStart, contentType };
    } finally {
      await file.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    const probe = join(this.root, TEMP_DIR, `check-${randomUUID()}`);
    try {
      await mkdir(dirname(probe), { recursive: true });
      await writeFile(probe, 'ok', { flag: 'wx' });
      if ((await readFile(probe, 'utf8')) !== 'ok') throw new Error('the probe file read back differently');
      await rm(probe);
    } catch (error) {
      await rm(probe, { force: true }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new FileStorageCheckError('not-writable', `Cannot write files in ${this.root}: ${reason}`, { cause: error });
    }
  }

  /** The key's file; the check after the pattern is a second lock on the same door. */
  private pathOf(key: string): string {
    assertFileKey(key);
    const path = resolve(this.root, `${key}${OBJECT_SUFFIX}`);
    if (!path.startsWith(this.root + sep)) throw new InvalidFileKeyError(key);
    return path;
  }

  private async openObject(key: string): Promise<FileHandle | null> {
    try {
      return await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
