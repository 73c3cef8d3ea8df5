import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root: the nearest folder up holding nx.json (from the sources or from run-ts's bundle). */
function findRoot(from: string): string {
  if (existsSync(join(from, 'nx.json'))) return from;
  if (dirname(from) === from) throw new Error('no nx.json above ' + __dirname);
  return findRoot(dirname(from));
}

export const REPO_ROOT = findRoot(__dirname);
export const RENDER_COMMAND = 'npm run k8s:render';
const OVERLAYS = join(REPO_ROOT, 'k8s/overlays');

export function overlayNames(): string[] {
  return readdirSync(OVERLAYS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function renderedPath(overlay: string): string {
  return join(REPO_ROOT, 'k8s/rendered', `${overlay}.yaml`);
}

/** Whether kubectl (with its built-in kustomize) can be run here. */
export function hasKubectl(): boolean {
  return !spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).error;
}

/** An overlay as kubectl renders it, under a header that says where it came from. */
export function renderOverlay(overlay: string): string {
  const result = spawnSync('kubectl', ['kustomize', `k8s/overlays/${overlay}`], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`kubectl kustomize k8s/overlays/${overlay} failed:\n${result.stderr}`);
  return `# Rendered from k8s/overlays/${overlay} by \`${RENDER_COMMAND}\`; do not edit.\n${result.stdout}`;
}

export function committedRendering(overlay: string): string | undefined {
  const path = renderedPath(overlay);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
