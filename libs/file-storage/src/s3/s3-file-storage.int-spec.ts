import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type S3ServerHandle } from '@simbiz/testing';
import { readFileStorageConfig } from '../file-storage-config';
import { FileStorageCheckError } from '../file-storage-errors';
import { fileStorageFromEnv } from '../file-storage-from-env';
import { bufferBody, readAll } from '../test-support/generated-file';
import { describeFileStorageBehaviour } from '../test-support/file-storage-behaviour';
import { S3_UPLOAD_SHAPE, S3FileStorage, type S3Settings } from './s3-file-storage';

let server: S3ServerHandle;
let settings: S3Settings;
let storage: S3FileStorage;
let inspector: S3Client;

beforeAll(async () => {
  server = await startS3Server();
  const config = readFileStorageConfig(server.env);
  if (config.kind !== 's3') throw new Error('startS3Server should give S3 settings');
  const { kind: _kind, ...s3 } = config;
  settings = s3;
  storage = new S3FileStorage(settings);
  inspector = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
});

afterAll(async () => {
  storage?.destroy();
  inspector?.destroy();
  await server?.stop();
});

/** The bucket's objects and its multipart uploads not yet completed or aborted. */
async function holdings(): Promise<string[]> {
  const objects = await inspector.send(new ListObjectsV2Command({ Bucket: server.bucket }));
  const uploads = await inspector.send(new ListMultipartUploadsCommand({ Bucket: server.bucket }));
  return [...(objects.Contents ?? []).map((o) => `object ${o.Key} ${o.Size}`), ...(uploads.Uploads ?? []).map((u) => `upload ${u.Key}`)].sort();
}

describe('S3FileStorage against an S3-compatible server', () => {
  describeFileStorageBehaviour(() => ({
    storage,
    landed: () => server.bytesReceived(),
    // The part being filled and the parts in flight (their bytes may sit in socket buffers), plus a
    // few chunks in the streams: about 16 MiB with the default shape, for a 64 MiB file.
    mostAheadAllowed: (S3_UPLOAD_SHAPE.queueSize + 1) * S3_UPLOAD_SHAPE.partBytes + 1024 * 1024,
    holdings,
  }));

  it('is what fileStorageFromEnv makes of the S3 variables', async () => {
    const fromEnv = fileStorageFromEnv(server.env);
    expect(fromEnv.kind).toBe('s3');
    await fromEnv.put('env/check.txt', bufferBody('via env'), { contentType: 'text/plain', maxBytes: 100 });
    const got = await storage.get('env/check.txt');
    expect(got && (await readAll(got.body))).toBe('via env');
    await fromEnv.remove('env/check.txt');
  });

  it('passes its check, leaving no probe behind', async () => {
    const before = await holdings();
    await expect(storage.check()).resolves.toBeUndefined();
    expect(await holdings()).toEqual(before);
  });

  it('names what is wrong when the check fails: bucket, credentials, endpoint', async () => {
    const problemOf = async (changed: Partial<S3Settings>) => {
      const other = new S3FileStorage({ ...settings, ...changed });
      try {
        const error = await other.check().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(FileStorageCheckError);
        return (error as FileStorageCheckError).problem;
      } finally {
        other.destroy();
      }
    };
    await expect(problemOf({ bucket: 'no-such-bucket' })).resolves.toBe('bucket-missing');
    await expect(problemOf({ credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'nothing' } })).resolves.toBe('credentials-refused');
    await expect(problemOf({ endpoint: 'http://127.0.0.1:1' })).resolves.toBe('unreachable');
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const other = new S3FileStorage({ ...settings, bucket: 'no-such-bucket' });
    await expect(other.get('any/key')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    other.destroy();
  });
});
