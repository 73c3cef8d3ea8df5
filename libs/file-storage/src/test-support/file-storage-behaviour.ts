import { Readable } from 'node:stream';
import type { FileStorage } from '../file-storage';
import { FileTooLargeError, InvalidFileKeyError } from '../file-storage-errors';
import { bufferBody, generatedFile, readAll, sha256Of } from './generated-file';

export interface StorageUnderTest {
  storage: FileStorage;
  /** Bytes that have reached the store's medium so far (see generatedFile). */
  landed(): number;
  /** How far a streaming put may run ahead of `landed`: the backend's buffers, by design. */
  mostAheadAllowed: number;
  /** Everything the medium holds (objects, temporary files, pending uploads), to see nothing is left. */
  holdings(): Promise<string[]>;
}

const MiB = 1024 * 1024;
export const TRAVERSALS = [
  '../escape',
  'a/../../escape',
  '/etc/passwd',
  '..',
  '.',
  './a',
  'a/./b',
  'a//b',
  'a/',
  '.hidden',
  'a\\..\\b',
  '%2e%2e/x',
  'a/b\0c',
  '',
];

/** What every backend promises (file-storage.ts); each backend's spec adds its own edges. */
export function describeFileStorageBehaviour(underTest: () => StorageUnderTest): void {
  const storage = () => underTest().storage;
  let keys = 0;
  const freshKey = () => `behaviour/${Date.now().toString(36)}-${(keys += 1)}/file.txt`;

  it('stores a file and gives it back with its size and content type', async () => {
    const key = freshKey();
    await expect(storage().put(key, bufferBody('hello, world'), { contentType: 'text/plain; charset=utf-8', maxBytes: 100 })).resolves.toEqual({
      size: 12,
      contentType: 'text/plain; charset=utf-8',
    });
    await expect(storage().stat(key)).resolves.toEqual({ size: 12, contentType: 'text/plain; charset=utf-8' });
    const got = await storage().get(key);
    expect({ size: got?.size, contentType: got?.contentType, text: got && (await readAll(got.body)) }).toEqual({
      size: 12,
      contentType: 'text/plain; charset=utf-8',
      text: 'hello, world',
    });
  });

  it('answers null for a key never stored', async () => {
    await expect(storage().get(freshKey())).resolves.toBeNull();
    await expect(storage().stat(freshKey())).resolves.toBeNull();
  });

  it('replaces an object, type included, and removes it idempotently', async () => {
    const key = freshKey();
    await storage().put(key, bufferBody('first'), { contentType: 'text/plain', maxBytes: 100 });
    await storage().put(key, bufferBody('{"second":true}'), { contentType: 'application/json', maxBytes: 100 });
    const got = await storage().get(key);
    expect([got?.contentType, got && (await readAll(got.body))]).toEqual(['application/json', '{"second":true}']);
    await storage().remove(key);
    await expect(storage().stat(key)).resolves.toBeNull();
    await expect(storage().remove(key)).resolves.toBeUndefined();
  });

  it('takes exactly maxBytes, and an empty file', async () => {
    const exact = freshKey();
    const empty = freshKey();
    await expect(storage().put(exact, bufferBody('12345'), { contentType: 'text/plain', maxBytes: 5 })).resolves.toMatchObject({ size: 5 });
    await expect(storage().put(empty, bufferBody(''), { contentType: 'text/plain', maxBytes: 0 })).resolves.toMatchObject({ size: 0 });
    const got = await storage().get(empty);
    expect([got?.size, got && (await readAll(got.body))]).toEqual([0, '']);
  });

  it('refuses one byte over maxBytes, keeps nothing of it and leaves the old version in place', async () => {
    const key = freshKey();
    await storage().put(key, bufferBody('old'), { contentType: 'text/plain', maxBytes: 10 });
    const before = await underTest().holdings();
    await expect(storage().put(key, bufferBody('123456'), { contentType: 'text/plain', maxBytes: 5 })).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(storage().put(freshKey(), bufferBody('123456'), { contentType: 'text/plain', maxBytes: 5 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await underTest().holdings()).toEqual(before);
    const got = await storage().get(key);
    expect(got && (await readAll(got.body))).toBe('old');
  });

  it('leaves the rest of a refused body to the caller, paused and whole', async () => {
    const file = generatedFile(MiB);
    await expect(storage().put(freshKey(), file.body, { contentType: 'text/plain', maxBytes: 1000 })).rejects.toBeInstanceOf(FileTooLargeError);
    // An HTTP handler answers 413 on the request's connection, then drains or closes it.
    expect({ destroyed: file.body.destroyed, flowing: file.body.readableFlowing }).toEqual({ destroyed: false, flowing: false });
    await sha256Of(file.body);
    expect(file.produced()).toBe(MiB);
  });

  it('fails with the body when the body fails, and keeps nothing', async () => {
    const before = await underTest().holdings();
    let sent = 0;
    const failing = new Readable({
      read() {
        if ((sent += 1) <= 3) this.push(Buffer.alloc(1024, 1));
        else this.destroy(new Error('client went away'));
      },
    });
    await expect(storage().put(freshKey(), failing, { contentType: 'text/plain', maxBytes: MiB })).rejects.toThrow('client went away');
    expect(await underTest().holdings()).toEqual(before);
  });

  it('refuses keys that could leave the store, and content types that are not MIME types', async () => {
    for (const key of [...TRAVERSALS, 'x'.repeat(301)]) {
      await expect(storage().put(key, bufferBody('x'), { contentType: 'text/plain', maxBytes: 10 })).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage().stat(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage().remove(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    for (const contentType of ['', 'text', 'text/plain\r\nx-evil: 1', `text/${'x'.repeat(300)}`]) {
      await expect(storage().put(freshKey(), bufferBody('x'), { contentType, maxBytes: 10 })).rejects.toBeInstanceOf(TypeError);
    }
  });

  it('streams 64 MiB through without holding it, intact', async () => {
    const size = 64 * MiB;
    const { landed, mostAheadAllowed } = underTest();
    const start = landed();
    const file = generatedFile(size, () => landed() - start);
    const key = freshKey();
    await expect(storage().put(key, file.body, { contentType: 'application/zip', maxBytes: size + 1 })).resolves.toEqual({
      size,
      contentType: 'application/zip',
    });
    expect(file.mostAhead()).toBeLessThanOrEqual(mostAheadAllowed);
    expect(mostAheadAllowed).toBeLessThan(size / 3);
    const got = await storage().get(key);
    expect(got?.size).toBe(size);
    expect(got && (await sha256Of(got.body))).toBe(file.sha256());
    await storage().remove(key);
  });

  it('stops reading a large upload at the limit and keeps none of it', async () => {
    const before = await underTest().holdings();
    const { landed, mostAheadAllowed } = underTest();
    const start = landed();
    const file = generatedFile(48 * MiB, () => landed() - start);
    await expect(storage().put(freshKey(), file.body, { contentType: 'application/zip', maxBytes: 12 * MiB })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(file.produced()).toBeLessThanOrEqual(12 * MiB + mostAheadAllowed);
    expect(await underTest().holdings()).toEqual(before);
  });
}
