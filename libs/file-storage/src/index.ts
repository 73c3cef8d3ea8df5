export * from './file-storage';
export * from './file-storage-errors';
export * from './file-key';
export * from './file-storage-config';
export * from './file-storage-from-env';
export * from './disk/disk-file-storage';
export * from './s3/s3-file-storage';
