import type { Provider } from '@nestjs/common';
import { fileStorageFromEnv } from '@simbiz/file-storage';
import type { ReferenceFiles } from './references';

/** The file store worlds deletes reference files from and confirms uploads in (the gateway writes and reads them). */
export const REFERENCE_FILES = Symbol('REFERENCE_FILES');

/** The store the environment names (FILE_STORAGE: the local disk by default, or S3): the gateway's own. */
export const referenceFilesProvider: Provider<ReferenceFiles> = { provide: REFERENCE_FILES, useFactory: () => fileStorageFromEnv() };
