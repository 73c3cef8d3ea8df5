import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './render';

function sources(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !/\.(int-)?spec\.ts$|\.pact\.spec\.ts$|test-support/.test(path))
    .map((path) => join(dir, path));
}

/** Every environment variable the processes read: env['X'] in the services, service-kit and the gateway, pick('X') in the gateway's config. */
function settingsRead(): string[] {
  const files = [...sources('libs/service-kit/src'), ...sources('gateway/src'), ...sources('services')];
  const names = files.flatMap((file) =>
    [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(/(?:env\[|pick\()'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? ''),
  );
  return [...new Set(names)].sort();
}

describe('k8s/README.md', () => {
  it('documents every setting a process reads', () => {
    const readme = readFileSync(join(REPO_ROOT, 'k8s/README.md'), 'utf8');
    const read = settingsRead();
    expect(read).toEqual(expect.arrayContaining(['DATABASE_URL', 'NATS_URL', 'TRUSTED_PROXIES', 'SIGNUP_MODE']));
    expect(read.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
