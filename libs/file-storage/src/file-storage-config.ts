import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './s3/s3-file-storage';

/**
 * The store's settings, named as the environment variables they come from so that an error names
 * the variable to fix. Empty values count as unset.
 */
const diskSchema = z.object({
  FILE_STORAGE: z.literal('disk'),
  /** Relative to the process's working directory. */
  FILE_STORAGE_DIR: z.string().default('.data/files'),
});

const s3Schema = z
  .object({
    FILE_STORAGE: z.literal('s3'),
    S3_BUCKET: z.string({ error: 'required when FILE_STORAGE=s3' }),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http or https address' }).optional(),
    /** `true` for most S3-compatible servers, which do not serve buckets as host names. */
    S3_FORCE_PATH_STYLE: z.stringbool({ error: 'true or false' }).default(false),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    error: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own credentials)",
    path: ['S3_SECRET_ACCESS_KEY'],
  });

const configSchema = z.discriminatedUnion('FILE_STORAGE', [diskSchema, s3Schema], { error: '"disk" or "s3"' });

export type FileStorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Settings);

const VARIABLES = [
  'FILE_STORAGE',
  'FILE_STORAGE_DIR',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Reads and checks the store's settings; throws naming each variable that is wrong or missing. */
export function readFileStorageConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): FileStorageConfig {
  const given = Object.fromEntries(VARIABLES.map((name) => [name, env[name]?.trim() || undefined]));
  const parsed = configSchema.safeParse({ ...given, FILE_STORAGE: given['FILE_STORAGE'] ?? 'disk' });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`File storage settings: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  if (settings.FILE_STORAGE === 'disk') {
    const dir = settings.FILE_STORAGE_DIR;
    return { kind: 'disk', dir: isAbsolute(dir) ? dir : resolve(cwd, dir) };
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return {
    kind: 's3',
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
