import type { LifeCycles } from 'single-spa';
import type { RemoteEntry } from '../startup/manifest';

// Module Federation's runtime hooks (webpack globals in the host's bundle).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };

interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
  // A failed load is forgotten so that "retry" loads it again.
  scripts.set(url, loading);
  loading.catch(() => scripts.delete(url));
  return loading;
}

/** Fetches a remote's entry script ahead of its mount (while the world's details load); a failure is left to the mount. */
export function preloadRemote(entry: RemoteEntry): void {
  loadScript(entry.url).catch(() => undefined);
}

const initialised = new Set<string>();

/** Loads a remote named in the manifest and returns its single-spa lifecycles (`./lifecycles`). */
export async function loadRemoteLifecycles(entry: RemoteEntry): Promise<LifeCycles> {
  await loadScript(entry.url);
  await __webpack_init_sharing__('default');
  const container = (window as unknown as Record<string, Container | undefined>)[entry.scope];
  if (!container) throw new Error(`${entry.url} did not define the container ${entry.scope}`);
  if (!initialised.has(entry.scope)) {
    await container.init(__webpack_share_scopes__.default);
    initialised.add(entry.scope);
  }
  const factory = await container.get('./lifecycles');
  return factory() as LifeCycles;
}
