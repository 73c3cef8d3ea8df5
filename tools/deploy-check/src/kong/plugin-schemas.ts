import { z } from 'zod';

/*
 * The configuration of each Kong 3.x plugin kong.yaml uses, with the field names, types and allowed
 * values of the plugins' own schemas (kong/plugins/<name>/schema.lua, Kong 3.9). Objects are strict:
 * a misspelt field is an error here, where Kong would refuse to start. Fields this installation
 * cannot use are left out on purpose and so refused too (rate-limiting's `redis` block: counters are
 * kept per Kong pod).
 */

const PERIODS = ['second', 'minute', 'hour', 'day', 'month', 'year'] as const;

/** A header as Kong's response-transformer takes it: `name:value`. */
const colonPair = z.string().regex(/^[^:]+:.*$/, 'is not name:value');
/** An HTTP field name (RFC 9110 token); Kong checks this only for rename, a typo elsewhere adds a useless header. */
const headerPair = colonPair.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/, 'does not start with a valid header name');

const rateLimitingConfig = z
  .strictObject({
    second: z.number().gt(0).optional(),
    minute: z.number().gt(0).optional(),
    hour: z.number().gt(0).optional(),
    day: z.number().gt(0).optional(),
    month: z.number().gt(0).optional(),
    year: z.number().gt(0).optional(),
    limit_by: z.enum(['consumer', 'credential', 'ip', 'service', 'header', 'path']).optional(),
    header_name: z.string().min(1).optional(),
    path: z.string().startsWith('/').optional(),
    // DB-less Kong offers local and redis (no cluster: there is no database to count in).
    policy: z.enum(['local', 'redis']).optional(),
    fault_tolerant: z.boolean().optional(),
    hide_client_headers: z.boolean().optional(),
    error_code: z.number().gt(0).optional(),
    error_message: z.string().optional(),
    sync_rate: z.number().optional(),
  })
  .superRefine((config, context) => {
    const set = PERIODS.filter((period) => config[period] !== undefined);
    if (set.length === 0) context.addIssue({ code: 'custom', message: `needs at least one of ${PERIODS.join(', ')}` });
    // Kong refuses a longer period with a lower limit than a shorter one.
    set.forEach((lower, index) => {
      for (const upper of set.slice(index + 1)) {
        if ((config[upper] ?? 0) < (config[lower] ?? 0)) context.addIssue({ code: 'custom', path: [upper], message: `is lower than the limit per ${lower}` });
      }
    });
    if (config.limit_by === 'header' && !config.header_name)
      context.addIssue({ code: 'custom', path: ['header_name'], message: 'is required by limit_by header' });
    if (config.limit_by === 'path' && !config.path) context.addIssue({ code: 'custom', path: ['path'], message: 'is required by limit_by path' });
    if (config.policy === 'redis')
      context.addIssue({ code: 'custom', path: ['policy'], message: 'redis needs a redis block, which this installation does not use' });
    if (config.sync_rate !== undefined && config.sync_rate !== -1)
      context.addIssue({ code: 'custom', path: ['sync_rate'], message: 'can only be used with the redis policy' });
  });

const requestSizeLimitingConfig = z.strictObject({
  allowed_payload_size: z.int().optional(),
  size_unit: z.enum(['megabytes', 'kilobytes', 'bytes']).optional(),
  require_content_length: z.boolean().optional(),
});

const jsonTypes = z.array(z.enum(['boolean', 'number', 'string'])).optional();
const transformPairs = z.strictObject({ json: z.array(colonPair).optional(), json_types: jsonTypes, headers: z.array(headerPair).optional() });

const responseTransformerConfig = z.strictObject({
  remove: z.strictObject({ json: z.array(z.string()).optional(), headers: z.array(z.string()).optional() }).optional(),
  rename: z.strictObject({ json: z.array(colonPair).optional(), headers: z.array(headerPair).optional() }).optional(),
  replace: transformPairs.optional(),
  add: transformPairs.optional(),
  append: transformPairs.optional(),
});

/** The fields every plugin entity has besides its config (kong/db/schema/entities/plugins.lua). */
const pluginFields = {
  instance_name: z.string().min(1).optional(),
  enabled: z.boolean().optional(),
  protocols: z
    .array(z.enum(['grpc', 'grpcs', 'http', 'https']))
    .min(1)
    .optional(),
  tags: z.array(z.string()).optional(),
};

/** One plugin entity, told apart by name; a plugin this installation does not load is refused. */
export const pluginSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('rate-limiting'), config: rateLimitingConfig, ...pluginFields }),
  z.strictObject({ name: z.literal('request-size-limiting'), config: requestSizeLimitingConfig, ...pluginFields }),
  z.strictObject({ name: z.literal('response-transformer'), config: responseTransformerConfig, ...pluginFields }),
]);

export type KongPlugin = z.infer<typeof pluginSchema>;
