import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../render';
import { KONG_FILE, renderKong } from './render-kong';

// `npm run kong:render`: writes k8s/kong/kong.yaml, which the tests compare with (then run `npm run k8s:render`: the ConfigMap holds it).
const path = join(REPO_ROOT, KONG_FILE);
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, renderKong());
process.stdout.write(`${KONG_FILE}\n`);
