import { type StorageBackend, type storageTestSchema, validationFailure } from '@simbiz/contracts';
import { createFileStorage, FileStorageCheckError, type FileStorageKind, readFileStorageConfig } from '@simbiz/file-storage';
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';

type Env = NodeJS.ProcessEnv;
type StorageTest = z.input<typeof storageTestSchema>;

/** How long a connection test may take before it counts as failed (the SDK retries an unreachable host). */
export const STORAGE_TEST_TIMEOUT_MS = 10_000;

/** The backend FILE_STORAGE names (the disk when unset), as libs/file-storage reads it. */
function defaultBackend(env: Env): FileStorageKind {
  return env['FILE_STORAGE']?.trim() === 's3' ? 's3' : 'disk';
}

/** S3 is configured once its bucket is set, whichever backend FILE_STORAGE names. */
function s3Configured(env: Env): boolean {
  return Boolean(env['S3_BUCKET']?.trim());
}

/**
 * The file storage backends of the installation, from the environment as libs/file-storage reads
 * it: the local disk always (its folder), S3 when its bucket is set (endpoint, region and bucket,
 * never the keys); the default is the one FILE_STORAGE names.
 */
export function storageBackends(env: Env = process.env): StorageBackend[] {
  const isDefault = defaultBackend(env);
  const disk = readFileStorageConfig({ ...env, FILE_STORAGE: 'disk' });
  const s3: StorageBackend = { name: 's3', isDefault: isDefault === 's3', configured: s3Configured(env), settings: {} };
  if (s3.configured) s3.settings = s3Settings(env);
  return [{ name: 'disk', isDefault: isDefault === 'disk', configured: true, settings: { folder: disk.kind === 'disk' ? disk.dir : '' } }, s3];
}

/** What identifies the bucket: read as the store reads it, or as written when that fails (the test then says why). */
function s3Settings(env: Env): Record<string, string> {
  try {
    const config = readFileStorageConfig({ ...env, FILE_STORAGE: 's3' });
    if (config.kind !== 's3') return {};
    return { ...(config.endpoint ? { endpoint: config.endpoint } : {}), region: config.region, bucket: config.bucket };
  } catch {
    const given = (name: string) => env[name]?.trim() || undefined;
    const raw = { endpoint: given('S3_ENDPOINT'), region: given('S3_REGION'), bucket: given('S3_BUCKET') };
    return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => entry[1] !== undefined));
  }
}

/**
 * The admin console's connection test of one backend: the store's own check (write, read back,
 * remove a probe). A failure is an answer (ok false, what went wrong), not an error; testing S3
 * while it is not configured is 9001.
 */
export async function testStorage(name: FileStorageKind, env: Env = process.env, timeoutMs = STORAGE_TEST_TIMEOUT_MS): Promise<StorageTest> {
  if (name === 's3' && !s3Configured(env)) {
    throw validationFailure([{ code: 'storageNotConfigured', path: ['name'], message: 'S3 is not configured: set S3_BUCKET and its other S3_* settings' }]);
  }
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  let store: ReturnType<typeof createFileStorage> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    store = createFileStorage(readFileStorageConfig({ ...env, FILE_STORAGE: name }));
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new FileStorageCheckError('unreachable', `No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    await Promise.race([store.check(), late]);
    return { name, ok: true, latencyMs: elapsed(), detail: null, problem: null };
  } catch (error) {
    const problem = error instanceof FileStorageCheckError ? error.problem : 'failed';
    return { name, ok: false, latencyMs: elapsed(), detail: error instanceof Error ? error.message : String(error), problem };
  } finally {
    clearTimeout(timer);
    // An S3 client keeps connections open: close them, the store is made for this test only.
    (store as { destroy?: () => void } | undefined)?.destroy?.();
  }
}
