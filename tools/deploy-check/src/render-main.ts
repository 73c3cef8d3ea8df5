import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { REPO_ROOT, overlayNames, renderOverlay, renderedPath } from './render';

// `npm run k8s:render`: writes k8s/rendered/<overlay>.yaml for every overlay, which the tests compare with.
for (const overlay of overlayNames()) {
  const path = renderedPath(overlay);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, renderOverlay(overlay));
  process.stdout.write(`${relative(REPO_ROOT, path)}\n`);
}
