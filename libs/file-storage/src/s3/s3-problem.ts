import { FileStorageCheckError, type FileStorageProblem } from '../file-storage-errors';

interface S3ErrorShape {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const CREDENTIAL_ERRORS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'CredentialsProviderError']);
/** Matched in the message too: the SDK wraps an error from another realm (a jest sandbox) without its code. */
const NETWORK_ERROR = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b/;

/** What an S3 error says about the configuration, for the connection test. */
export function s3Problem(error: unknown): FileStorageProblem {
  const { name = '', code = '', message = '', $metadata } = (error ?? {}) as S3ErrorShape;
  if (name === 'NoSuchBucket') return 'bucket-missing';
  if (CREDENTIAL_ERRORS.has(name)) return 'credentials-refused';
  if (name === 'AccessDenied' || $metadata?.httpStatusCode === 403) return 'access-denied';
  if (NETWORK_ERROR.test(code) || NETWORK_ERROR.test(message) || name === 'TimeoutError') return 'unreachable';
  return 'failed';
}

const EXPLANATIONS: Record<FileStorageProblem, string> = {
  unreachable: 'cannot connect to',
  'bucket-missing': 'there is no such bucket at',
  'credentials-refused': 'the access key was refused by',
  'access-denied': 'the access key may not write, read and delete objects at',
  'not-writable': 'cannot write to',
  failed: 'the test failed at',
};

export function s3CheckError(error: unknown, bucket: string, endpoint: string): FileStorageCheckError {
  const problem = s3Problem(error);
  const detail = error instanceof Error ? error.message : String(error);
  return new FileStorageCheckError(problem, `S3 bucket "${bucket}": ${EXPLANATIONS[problem]} ${endpoint} (${detail})`, { cause: error });
}
