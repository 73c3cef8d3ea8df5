import { DiskFileStorage } from './disk/disk-file-storage';
import type { FileStorage } from './file-storage';
import { type FileStorageConfig, readFileStorageConfig } from './file-storage-config';
import { S3FileStorage } from './s3/s3-file-storage';

export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.kind === 'disk') return new DiskFileStorage(config.dir);
  const { kind: _kind, ...settings } = config;
  return new S3FileStorage(settings);
}

/** The store the environment asks for (FILE_STORAGE and the rest, see README.md). */
export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  return createFileStorage(readFileStorageConfig(env));
}
