import { createRoot } from 'react-dom/client';
import { registerAreas } from './areas/register-areas';
import { App, LicenseInvalidApp, ShellFrame } from './layout/app';
import { installScriptErrorHandler } from './layout/script-error';
import { loadProfile } from './startup/load-profile';
import { createShellServices } from './startup/create-services';
import { fetchManifest } from './startup/manifest';

/**
 * Startup (section 4): the loading mask stays until the manifest, language, colour scheme and
 * profile are ready. Code -1 shows the License Invalid page; any other failure leaves only the
 * error box it raised, and the first navigation never happens (no routes, no areas).
 */
async function startShell(): Promise<void> {
  const container = document.getElementById('shell-root');
  if (!container) throw new Error('index.html has no #shell-root');
  const root = createRoot(container);
  const manifest = await fetchManifest();
  const services = await createShellServices(manifest);
  installScriptErrorHandler(() => services.i18n.t('common:http.runtimeException'));
  const profile = await loadProfile(services);
  document.getElementById('loading-mask')?.remove();
  if (profile.kind === 'licenseInvalid') {
    root.render(<LicenseInvalidApp services={services} problem={profile.problem} />);
  } else if (profile.kind === 'failed') {
    root.render(<ShellFrame services={services}>{null}</ShellFrame>);
  } else {
    registerAreas(manifest, services);
    root.render(<App services={services} />);
  }
}

startShell().catch((error: unknown) => {
  document.getElementById('loading-mask')?.remove();
  // Nothing of the shell could be drawn: the browser's own prompt is all that is left.
  if (window.confirm(`${error instanceof Error ? error.message : String(error)}\n\nReload?`)) window.location.reload();
});
