import { parse } from 'yaml';
import { committedKong } from './render-kong';

/** The committed kong.yaml as plain data, for tests that break one thing in it. */
export function committedDocument(): Record<string, unknown> {
  const text = committedKong();
  if (text === undefined) throw new Error('k8s/kong/kong.yaml is missing: run npm run kong:render');
  return parse(text) as Record<string, unknown>;
}

/** The committed document with one change made to its first route (api-read). */
export function withFirstRoute(change: (route: Record<string, unknown>) => void): Record<string, unknown> {
  const document = committedDocument();
  const [service] = document['services'] as { routes: Record<string, unknown>[] }[];
  const [route] = service?.routes ?? [];
  if (!route) throw new Error('kong.yaml has no route');
  change(route);
  return document;
}

/** The committed document with one change made to the config of a plugin of the first route. */
export function withPluginConfig(name: string, change: (config: Record<string, unknown>) => void): Record<string, unknown> {
  return withFirstRoute((route) => {
    const plugin = (route['plugins'] as { name: string; config: Record<string, unknown> }[]).find((p) => p.name === name);
    if (!plugin) throw new Error(`the first route has no ${name}`);
    change(plugin.config);
  });
}
