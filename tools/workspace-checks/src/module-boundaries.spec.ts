import { createProjectGraphAsync } from '@nx/devkit';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const RULE = '@nx/enforce-module-boundaries';

const CASES = {
  sharedImportsBackend: ['libs/i18n/src/forbidden.ts', "import { bootstrapService } from '@simbiz/service-kit';\nexport const x = bootstrapService;\n"],
  relativeIntoOtherLibrary: [
    'libs/i18n/src/forbidden.ts',
    "import { bootstrapService } from '../../service-kit/src/index';\nexport const x = bootstrapService;\n",
  ],
  libraryImportsTestUtility: ['libs/service-kit/src/forbidden.ts', "import { runEnv } from '@simbiz/testing';\nexport const x = runEnv;\n"],
  testImportsTestUtility: ['libs/service-kit/src/allowed.int-spec.ts', "import { runEnv } from '@simbiz/testing';\nexport const x = runEnv;\n"],
  i18nImportsContracts: ['libs/i18n/src/allowed.ts', "import { ErrorCode } from '@simbiz/contracts';\nexport const x = ErrorCode;\n"],
  backendImportsShared: ['libs/service-kit/src/allowed.ts', "import { createI18n } from '@simbiz/i18n';\nexport const x = createI18n;\n"],
  engineImportsContracts: ['libs/engine/src/forbidden.ts', "import { ErrorCode } from '@simbiz/contracts';\nexport const x = ErrorCode;\n"],
  engineImportsZod: ['libs/engine/src/allowed.ts', "import { z } from 'zod';\nexport const x = z.number();\n"],
  contractsImportsEngine: ['libs/contracts/src/allowed.ts', "import { decisionSections } from '@simbiz/engine';\nexport const x = decisionSections;\n"],
  engineUsesRandomAndClock: ['libs/engine/src/forbidden.ts', 'export const roll = () => Math.random() + Date.now();\n'],
  engineDoesIo: ['libs/engine/src/forbidden.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
  engineTestMayUseClock: ['libs/engine/src/allowed.spec.ts', 'export const t = Date.now();\n'],
} as const;
type CaseName = keyof typeof CASES;
interface Complaint {
  ruleId: string | null;
  message: string;
}

let all: Record<CaseName, Complaint[]>;
const complaints = new Proxy({} as Record<CaseName, string[]>, {
  get: (_, name: CaseName) => all[name].filter((c) => c.ruleId === RULE).map((c) => c.message),
});
const rulesBroken = (name: CaseName) => all[name].map((c) => c.ruleId).sort();

describe('module boundaries enforced by lint', () => {
  beforeAll(async () => {
    // The rule reads Nx's cached project graph; make sure it exists, as `nx lint` would.
    await createProjectGraphAsync({ exitOnError: false });
    const names = Object.keys(CASES) as CaseName[];
    const input = {
      cases: names.map((name) => ({ filePath: join(root, CASES[name][0]), code: CASES[name][1] })),
    };
    const output = execFileSync(process.execPath, [join(__dirname, 'lint-texts.mjs')], {
      cwd: root,
      input: JSON.stringify(input),
      encoding: 'utf8',
    });
    const results: Complaint[][] = JSON.parse(output);
    all = Object.fromEntries(names.map((name, i) => [name, results[i] ?? []])) as Record<CaseName, Complaint[]>;
  }, 120_000);

  it('refuses a shared library importing a backend library', () => {
    expect(complaints.sharedImportsBackend).toEqual([expect.stringContaining('scope:shared')]);
  });

  it('refuses reaching into another library by relative path', () => {
    expect(complaints.relativeIntoOtherLibrary).toHaveLength(1);
  });

  it('refuses production code importing a test utility, and allows it in tests', () => {
    expect(complaints.libraryImportsTestUtility).toEqual([expect.stringContaining('type:lib')]);
    expect(complaints.testImportsTestUtility).toEqual([]);
  });

  it('allows what the layering permits', () => {
    expect(complaints.i18nImportsContracts).toEqual([]);
    expect(complaints.backendImportsShared).toEqual([]);
    expect(complaints.contractsImportsEngine).toEqual([]);
  });

  it('keeps the engine free of other libraries and of every npm package but zod', () => {
    // Contracts builds the round snapshots from the engine's decision sections, so the engine
    // importing contracts is now refused as a cycle before the tags are compared.
    expect(complaints.engineImportsContracts).toEqual([expect.stringContaining('Circular dependency between "engine" and "contracts"')]);
    expect(rulesBroken('engineImportsZod')).toEqual([]);
  });

  it('keeps the engine pure: no Math.random, no clock, no I/O (tests may use them)', () => {
    expect(rulesBroken('engineUsesRandomAndClock')).toEqual(['no-restricted-globals', 'no-restricted-properties']);
    expect(rulesBroken('engineDoesIo')).toEqual(['no-restricted-imports']);
    expect(rulesBroken('engineTestMayUseClock')).toEqual([]);
  });
});
