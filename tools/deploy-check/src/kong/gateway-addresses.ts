import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../render';

/** One address the gateway answers: a method and a literal path. */
export interface Address {
  method: string;
  path: string;
}

const GATEWAY_SOURCES = 'gateway/src';

/**
 * The routes the gateway registers with a literal path (`app.get('/bff/login', …)`), read from its
 * sources: deploy-check may not import the gateway (an app), and reading them means a route added
 * there shows up here without anyone remembering to list it. `app.all(`${API_BASE_PATH}/*`)` is
 * not literal and is left to the contracts' route table; the static files have no route of their
 * own (see gateway/src/web/web-assets.ts).
 */
export function gatewayAddresses(): Address[] {
  const files = readdirSync(join(REPO_ROOT, GATEWAY_SOURCES), { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('.ts') && !/\.(int-)?spec\.ts$|test-support/.test(path),
  );
  const found = files.flatMap((file) =>
    [...readFileSync(join(REPO_ROOT, GATEWAY_SOURCES, file), 'utf8').matchAll(/\bapp\.(get|post|put|patch|delete|head|options|all)\(\s*(['"])([^'"]+)\2/g)].map(
      (m) => ({ method: (m[1] ?? '').toUpperCase(), path: m[3] ?? '' }),
    ),
  );
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The BFF's routes (/bff/…). */
export function bffAddresses(): Address[] {
  return gatewayAddresses().filter((address) => address.path.startsWith('/bff/'));
}
