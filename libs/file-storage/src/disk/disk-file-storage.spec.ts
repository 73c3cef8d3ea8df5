import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { FileStorageCheckError } from '../file-storage-errors';
import { bufferBody, readAll } from '../test-support/generated-file';
import { describeFileStorageBehaviour, TRAVERSALS } from '../test-support/file-storage-behaviour';
import { DiskFileStorage } from './disk-file-storage';

let parent: string;
let root: string;
let storage: DiskFileStorage;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'simbiz-files-'));
  root = join(parent, 'files');
  storage = new DiskFileStorage(root);
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The bytes written so far: the size of the upload's temporary file. */
function bytesInTempFiles(): number {
  const temp = join(root, '.tmp');
  const names = existsSync(temp) ? readdirSync(temp) : [];
  return names.reduce((sum, name) => sum + (statSync(join(temp, name), { throwIfNoEntry: false })?.size ?? 0), 0);
}

describe('DiskFileStorage', () => {
  describeFileStorageBehaviour(() => ({
    storage,
    landed: bytesInTempFiles,
    // A chunk in each stream's buffer (source, limit, file): a few 64 KiB chunks, not megabytes.
    mostAheadAllowed: 1024 * 1024,
    holdings: () => filesUnder(root),
  }));

  it('never writes outside its root, whatever the key', async () => {
    for (const key of TRAVERSALS) {
      await storage.put(key, bufferBody('x'), { contentType: 'text/plain', maxBytes: 10 }).catch(() => undefined);
    }
    expect(await readdir(parent)).toEqual(['files']);
  });

  it('keeps a key and the keys below it apart (a file and a folder of the same name)', async () => {
    await storage.put('nested/a', bufferBody('outer'), { contentType: 'text/plain', maxBytes: 10 });
    await storage.put('nested/a/b', bufferBody('inner'), { contentType: 'text/plain', maxBytes: 10 });
    const [outer, inner] = await Promise.all([storage.get('nested/a'), storage.get('nested/a/b')]);
    expect([outer && (await readAll(outer.body)), inner && (await readAll(inner.body))]).toEqual(['outer', 'inner']);
  });

  it('lets concurrent puts of one key race to a whole winner, bytes and type together', async () => {
    const contents = Array.from({ length: 8 }, (_, i) => ({ text: `version ${i} `.repeat(5_000 + i * 1_000), contentType: `text/x-v${i}` }));
    const results = await Promise.all(
      contents.map(({ text, contentType }) => storage.put('race/key', bufferBody(text), { contentType, maxBytes: 1024 * 1024 })),
    );
    expect(results.map((r) => r.size)).toEqual(contents.map(({ text }) => text.length));
    const got = await storage.get('race/key');
    const text = got && (await readAll(got.body));
    expect(contents).toContainEqual({ text, contentType: got?.contentType });
    expect(got?.size).toBe(text?.length);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('lets a reader finish the version it opened while a put replaces it', async () => {
    await storage.put('reader/key', bufferBody('a'.repeat(200_000)), { contentType: 'text/plain', maxBytes: 1024 * 1024 });
    const opened = await storage.get('reader/key');
    await storage.put('reader/key', bufferBody('b'.repeat(10)), { contentType: 'text/csv', maxBytes: 1024 * 1024 });
    expect(opened && (await readAll(opened.body))).toBe('a'.repeat(200_000));
    await expect(storage.stat('reader/key')).resolves.toEqual({ size: 10, contentType: 'text/csv' });
  });

  it('passes its check on a writable directory, leaving no probe behind', async () => {
    const fresh = new DiskFileStorage(join(parent, 'files', 'checked'));
    await expect(fresh.check()).resolves.toBeUndefined();
    expect(await filesUnder(join(root, 'checked'))).toEqual([]);
  });

  it('fails its check, as not writable, where it cannot make its directory', async () => {
    const blocker = join(parent, 'a-file');
    await writeFile(blocker, 'not a directory');
    const error = await new DiskFileStorage(join(blocker, 'files')).check().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStorageCheckError);
    expect(error).toMatchObject({ problem: 'not-writable', message: expect.stringContaining(join(blocker, 'files')) });
    await rm(blocker);
  });
});
