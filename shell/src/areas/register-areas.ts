import type { ShellServices } from '@simbiz/web-kit';
import { addErrorHandler, registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import type { ShellManifest } from '../startup/manifest';
import { areaElement, clearAreaFailure, markAreaFailed } from './area-status';
import { AREAS, mayLoad, mountsFor } from './areas';
import { loadRemoteLifecycles, preloadRemote } from './load-remote';

/** Registers every area's remote with single-spa by route prefix, then starts routing. */
export function registerAreas(manifest: ShellManifest, services: ShellServices): void {
  for (const area of AREAS) {
    registerApplication({
      name: area.name,
      // An area with a role (the admin console) is never fetched for anyone without it, nor a world's page for anyone it is not open to.
      activeWhen: (location) => {
        const mounts = mountsFor(area, location.pathname, services.profile.get(), services.world.get());
        // Its code is fetched while the world's details load, so the page does not wait for one and then the other.
        const entry = manifest.remotes[area.name];
        if (!mounts && entry && mayLoad(area, location.pathname, services.profile.get())) preloadRemote(entry);
        return mounts;
      },
      app: async () => {
        const entry = manifest.remotes[area.name];
        try {
          if (!entry) throw new Error(`the manifest names no remote for ${area.name}`);
          const lifecycles = await loadRemoteLifecycles(entry);
          clearAreaFailure(area.name);
          return lifecycles;
        } catch (error) {
          markAreaFailed(area.name, error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
      customProps: { shell: services, domElement: areaElement(area.name) },
    });
  }
  // A remote that fails to load or mount is the area host's business (its error panel), not a
  // page script error: single-spa hands such errors here instead of throwing them.
  addErrorHandler((error) => markAreaFailed(error.appOrParcelName, error.message));
  start({ urlRerouteOnly: true });
  // Whether a world's page mounts depends on its details too: looked at again whenever they load or change.
  services.world.subscribe(() => void triggerAppChange());
}

/** The retry of an area's error panel: forget the failure and load the remote again. */
export async function retryArea(name: string): Promise<void> {
  clearAreaFailure(name);
  await unloadApplication(name, { waitForUnmount: false }).catch(() => undefined);
  await triggerAppChange();
}
