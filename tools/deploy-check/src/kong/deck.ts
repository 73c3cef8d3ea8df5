import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether decK (Kong's declarative config tool; Debian: `apt-get install deck`) can be run here. */
export function hasDeck(): boolean {
  return !spawnSync('deck', ['version'], { stdio: 'ignore' }).error;
}

export function deckVersion(): string {
  return spawnSync('deck', ['version'], { encoding: 'utf8' }).stdout.trim();
}

/**
 * decK's offline validation of a declarative file's text: `deck file validate` where decK has it
 * (1.28 and later), else `deck validate` (older decK, e.g. Debian's 1.4.0), which also reads the
 * file only. Either checks the entities' fields and types against decK's own schema and their
 * relations; neither knows plugin configurations. Returns decK's complaints, or nothing.
 */
export function deckProblems(text: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'kong-deck-'));
  try {
    const file = join(dir, 'kong.yaml');
    writeFileSync(file, text);
    let result = spawnSync('deck', ['file', 'validate', file], { encoding: 'utf8' });
    if (/unknown command "file"/.test(result.stderr)) result = spawnSync('deck', ['validate', '-s', file], { encoding: 'utf8' });
    if (result.error) throw result.error;
    if (result.status === 0) return [];
    const output = `${result.stdout}${result.stderr}`.trim();
    return output ? output.split('\n').map((line) => line.trim()) : [`deck exited with ${String(result.status)}`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
