/** The upload had more bytes than it was allowed: nothing of it is stored. */
export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';

  constructor(
    readonly maxBytes: number,
    options?: ErrorOptions,
  ) {
    super(`The file is larger than ${maxBytes} bytes`, options);
  }
}

/** A key the store refuses (see file-key.ts): the services make keys, so this is a programming error. */
export class InvalidFileKeyError extends Error {
  override readonly name = 'InvalidFileKeyError';

  constructor(readonly key: string) {
    super(
      `Invalid file storage key ${JSON.stringify(key.slice(0, 320))}: segments of letters, digits, ".", "_" and "-", ` +
        'each starting with a letter or digit, joined by "/", at most 300 characters',
    );
  }
}

/**
 * What a connection test found wrong, as a code the admin console translates (the message is the
 * English detail for the log).
 */
export type FileStorageProblem = 'unreachable' | 'bucket-missing' | 'credentials-refused' | 'access-denied' | 'not-writable' | 'failed';

export class FileStorageCheckError extends Error {
  override readonly name = 'FileStorageCheckError';

  constructor(
    readonly problem: FileStorageProblem,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
