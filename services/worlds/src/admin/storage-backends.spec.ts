import { ErrorCode } from '@simbiz/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageBackends, testStorage } from './storage-backends';

describe('the storages page', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'simbiz-storages-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lists the disk always and S3 once its bucket is set, the default as FILE_STORAGE says, never a key', () => {
    expect(storageBackends({ FILE_STORAGE_DIR: folder })).toEqual([
      { name: 'disk', isDefault: true, configured: true, settings: { folder } },
      { name: 's3', isDefault: false, configured: false, settings: {} },
    ]);
    const s3 = { S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const listed = storageBackends({ FILE_STORAGE: 's3', FILE_STORAGE_DIR: folder, ...s3 });
    expect(listed).toEqual([
      { name: 'disk', isDefault: false, configured: true, settings: { folder } },
      { name: 's3', isDefault: true, configured: true, settings: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'files' } },
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/secret|"id"/);
    // Settings the store would refuse are shown as written; the test says what is wrong.
    expect(storageBackends({ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://nowhere' })[1]?.settings).toEqual({ endpoint: 'ftp://nowhere', bucket: 'files' });
  });

  it('tests the disk by writing in its folder, and answers a failure as not ok with the reason', async () => {
    expect(await testStorage('disk', { FILE_STORAGE_DIR: folder })).toMatchObject({ name: 'disk', ok: true, detail: null, problem: null });
    const file = join(folder, 'a-file');
    writeFileSync(file, 'not a folder');
    const failed = await testStorage('disk', { FILE_STORAGE_DIR: file });
    expect(failed).toMatchObject({ name: 'disk', ok: false, problem: 'not-writable' });
    expect(failed.detail).toContain(file);
  });

  it('refuses to test S3 while it is not configured (9001), and reports settings the store refuses as a failed test', async () => {
    await expect(testStorage('s3', {})).rejects.toMatchObject({ code: ErrorCode.verificationFailed, details: [expect.objectContaining({ path: ['name'] })] });
    const wrong = await testStorage('s3', { S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://nowhere' });
    expect(wrong).toMatchObject({ name: 's3', ok: false, problem: 'failed' });
    expect(wrong.detail).toContain('S3_ENDPOINT');
  });
});
