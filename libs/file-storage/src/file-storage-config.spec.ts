import { join } from 'node:path';
import { readFileStorageConfig } from './file-storage-config';
import { fileStorageFromEnv } from './file-storage-from-env';

const S3_ENV = {
  FILE_STORAGE: 's3',
  S3_BUCKET: 'simbiz-files',
  S3_ENDPOINT: 'http://minio:9000',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('file storage settings', () => {
  it('stores on disk under .data/files of the working directory when nothing is set', () => {
    expect(readFileStorageConfig({}, '/srv/simbiz')).toEqual({ kind: 'disk', dir: join('/srv/simbiz', '.data/files') });
    expect(readFileStorageConfig({ FILE_STORAGE: '', FILE_STORAGE_DIR: ' ' }, '/srv/simbiz')).toEqual({ kind: 'disk', dir: '/srv/simbiz/.data/files' });
  });

  it('takes FILE_STORAGE_DIR as given when absolute, against the working directory when relative', () => {
    expect(readFileStorageConfig({ FILE_STORAGE_DIR: '/var/lib/simbiz' }, '/srv')).toEqual({ kind: 'disk', dir: '/var/lib/simbiz' });
    expect(readFileStorageConfig({ FILE_STORAGE: 'disk', FILE_STORAGE_DIR: 'files' }, '/srv')).toEqual({ kind: 'disk', dir: '/srv/files' });
  });

  it('reads every S3 setting, with us-east-1 and virtual-host style by default', () => {
    expect(readFileStorageConfig(S3_ENV)).toEqual({
      kind: 's3',
      bucket: 'simbiz-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(readFileStorageConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-central-1' })).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('names the variable to fix', () => {
    const failure = (env: NodeJS.ProcessEnv) => {
      try {
        readFileStorageConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(failure({ FILE_STORAGE: 's3' })).toBe('File storage settings: S3_BUCKET: required when FILE_STORAGE=s3');
    expect(failure({ FILE_STORAGE: 'gcs' })).toBe('File storage settings: FILE_STORAGE: "disk" or "s3"');
    expect(failure({ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' })).toMatch(
      /^File storage settings: S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(failure({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' })).toBe('File storage settings: S3_FORCE_PATH_STYLE: true or false');
    expect(failure({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' })).toBe('File storage settings: S3_ENDPOINT: an http or https address');
  });

  it('makes the store the settings name', () => {
    expect(fileStorageFromEnv({ FILE_STORAGE_DIR: '/tmp/simbiz-unused' }).kind).toBe('disk');
    expect(fileStorageFromEnv(S3_ENV).kind).toBe('s3');
  });
});
