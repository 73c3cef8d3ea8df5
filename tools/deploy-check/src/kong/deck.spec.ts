import { stringify } from 'yaml';
import { deckProblems, deckVersion, hasDeck } from './deck';
import { committedKong } from './render-kong';
import { withFirstRoute } from './test-documents';

/*
 * decK reads the file offline. Debian packages it (`apt-get install deck`, 1.4.0 in bookworm);
 * where it is missing each test says so, and the schema of deploy-check (validate-kong.spec.ts)
 * is the only check.
 */
function deckMissing(): boolean {
  if (hasDeck()) return false;
  console.warn('decK is not installed (apt-get install deck): k8s/kong/kong.yaml is checked by the schema of deploy-check only');
  return true;
}

describe('decK', () => {
  it('validates the committed kong.yaml', () => {
    if (deckMissing()) return;
    expect(deckVersion()).toMatch(/decK/);
    expect(deckProblems(committedKong() ?? '')).toEqual([]);
  });

  it('refuses a kong.yaml with a field a route does not have, or a value of the wrong type', () => {
    if (deckMissing()) return;
    expect(deckProblems(stringify(withFirstRoute((route) => (route['strip_paths'] = false))))).toEqual(
      expect.arrayContaining([expect.stringContaining('strip_paths')]),
    );
    expect(deckProblems(stringify(withFirstRoute((route) => (route['paths'] = '/api/'))))).toEqual(expect.arrayContaining([expect.stringContaining('paths')]));
  });
});
