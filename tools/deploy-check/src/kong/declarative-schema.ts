import { z } from 'zod';
import { type KongPlugin, pluginSchema } from './plugin-schemas';

/*
 * Kong 3.x's declarative file (DB-less), as far as kong.yaml uses it: services with their routes and
 * plugins nested, field names and allowed values as in Kong's entity schemas
 * (kong/db/schema/entities/{services,routes}.lua, traditional_compatible router). Strict objects:
 * any other field, hosts and snis included, is refused, so the route simulator (kong-router.ts)
 * never meets a matching rule it does not model.
 */

/** Kong's entity names: letters, digits and . - _ ~ */
const entityName = z.string().regex(/^[A-Za-z0-9.\-_~]+$/, 'is not a valid Kong name');

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A plain path is a prefix; `~` starts a regular expression, anchored at the start of the path. */
const routePath = z
  .string()
  .refine((path) => path.startsWith('/') || (path.startsWith('~/') && isRegex(path.slice(1))), 'is neither a path starting with / nor a ~ regular expression');

const timeout = z
  .int()
  .min(1)
  .max(2 ** 31 - 2);

function namesPluginsOnce(plugins: readonly KongPlugin[] | undefined, context: z.RefinementCtx): void {
  const names = (plugins ?? []).map((plugin) => plugin.instance_name ?? plugin.name);
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) context.addIssue({ code: 'custom', path: ['plugins', index], message: `configures ${name} a second time` });
  });
}

export const routeSchema = z
  .strictObject({
    name: entityName,
    paths: z.array(routePath).min(1),
    methods: z
      .array(z.string().regex(/^[A-Z]+$/, 'is not an upper-case method'))
      .min(1)
      .optional(),
    headers: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).optional(),
    protocols: z
      .array(z.enum(['http', 'https']))
      .min(1)
      .optional(),
    https_redirect_status_code: z.union([z.literal(426), z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).optional(),
    regex_priority: z.int().optional(),
    strip_path: z.boolean().optional(),
    path_handling: z.enum(['v0', 'v1']).optional(),
    preserve_host: z.boolean().optional(),
    request_buffering: z.boolean().optional(),
    response_buffering: z.boolean().optional(),
    tags: z.array(z.string()).optional(),
    plugins: z.array(pluginSchema).optional(),
  })
  .superRefine((route, context) => namesPluginsOnce(route.plugins, context));

export const serviceSchema = z
  .strictObject({
    name: entityName,
    url: z.url({ protocol: /^https?$/ }).optional(),
    protocol: z.enum(['http', 'https']).optional(),
    host: z.string().min(1).optional(),
    port: z.int().min(0).max(65535).optional(),
    path: z.string().startsWith('/').optional(),
    retries: z.int().min(0).max(32767).optional(),
    connect_timeout: timeout.optional(),
    read_timeout: timeout.optional(),
    write_timeout: timeout.optional(),
    enabled: z.boolean().optional(),
    tags: z.array(z.string()).optional(),
    routes: z.array(routeSchema).min(1),
    plugins: z.array(pluginSchema).optional(),
  })
  .superRefine((service, context) => {
    if ((service.url === undefined) === (service.host === undefined)) context.addIssue({ code: 'custom', message: 'needs either url or host, not both' });
    namesPluginsOnce(service.plugins, context);
  });

export const declarativeSchema = z
  .strictObject({
    _format_version: z.literal('3.0'),
    services: z.array(serviceSchema).min(1),
    plugins: z.array(pluginSchema).optional(),
  })
  .superRefine((config, context) => {
    const serviceNames = config.services.map((service) => service.name);
    serviceNames.forEach((name, index) => {
      if (serviceNames.indexOf(name) !== index)
        context.addIssue({ code: 'custom', path: ['services', index, 'name'], message: `${name} names a second service` });
    });
    const seen = new Set<string>();
    config.services.forEach((service, s) =>
      service.routes.forEach((route, r) => {
        if (seen.has(route.name))
          context.addIssue({ code: 'custom', path: ['services', s, 'routes', r, 'name'], message: `${route.name} names a second route` });
        seen.add(route.name);
      }),
    );
    namesPluginsOnce(config.plugins, context);
  });

export type KongConfig = z.infer<typeof declarativeSchema>;
export type KongService = z.infer<typeof serviceSchema>;
export type KongRoute = z.infer<typeof routeSchema>;
