import type { Provider } from '@nestjs/common';
import { type FileStorage, fileStorageFromEnv } from '@simbiz/file-storage';

/**
 * The one file store of this process: the gateway's own (FILE_STORAGE: the local disk by default,
 * or S3). Course references are deleted and confirmed in it; audit-log exports are written to it.
 */
export const FILE_STORE = Symbol('FILE_STORE');

export const fileStoreProvider: Provider<FileStorage> = { provide: FILE_STORE, useFactory: () => fileStorageFromEnv() };
