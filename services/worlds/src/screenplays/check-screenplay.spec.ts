import { type Localized, type Screenplay, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { stringify } from 'yaml';
import { readScreenplayFile } from './check-screenplay';

/** The starter screenplay under an id of its own, as a plain document to break. */
const mine = (): Screenplay => ({ ...structuredClone(SHIPPED_SCREENPLAYS.starter), id: 'my-class' });
/** A list's item the test breaks (the starter screenplay has it). */
const nth = <T>(list: T[], i: number): T =>
  list[i] ??
  (() => {
    throw new Error(`no item ${i}`);
  })();
const asYaml = (document: unknown) => readScreenplayFile('mine.yaml', stringify(document));
const asJson = (document: unknown) => readScreenplayFile('mine.json', JSON.stringify(document, null, 2));
const paths = (checked: ReturnType<typeof readScreenplayFile>) => checked.issues.map((i) => i.path.join('.'));
const broken = (change: (d: Screenplay) => void) => {
  const document = mine();
  change(document);
  return asYaml(document);
};

describe('reading an imported screenplay file', () => {
  it('accepts a shipped screenplay under another id, from YAML and from JSON alike', () => {
    for (const checked of [asYaml(mine()), asJson(mine())]) {
      expect(checked.issues).toEqual([]);
      expect(checked.screenplay).toEqual({ ...SHIPPED_SCREENPLAYS.starter, id: 'my-class' });
    }
  });

  it('reads a file named neither .json nor .yaml by its first character', () => {
    expect(readScreenplayFile('screenplay.txt', `  ${JSON.stringify(mine())}`).screenplay?.id).toBe('my-class');
    expect(readScreenplayFile('screenplay', stringify(mine())).screenplay?.id).toBe('my-class');
  });

  it('refuses broken YAML with the line and column of the error', () => {
    const checked = readScreenplayFile('mine.yml', 'id: my-class\nmarkets: [1, 2\nrounds: 3\n');
    expect(checked.screenplay).toBeNull();
    expect(checked.issues[0]).toMatchObject({ path: [], code: 'syntax', format: 'yaml', line: 3, column: 1 });
  });

  it('refuses a key given twice in YAML', () => {
    expect(readScreenplayFile('mine.yaml', 'id: a\nid: b\n').issues).toEqual([expect.objectContaining({ path: [], code: 'syntax', line: 2 })]);
  });

  it('refuses broken JSON with the line and column of the error', () => {
    const checked = readScreenplayFile('mine.json', '{\n  "id": "my-class"\n  "rounds": 3\n}');
    expect(checked.issues).toEqual([expect.objectContaining({ path: [], code: 'syntax', format: 'json', line: 3, column: 3 })]);
  });

  it('refuses YAML that expands aliases without end', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
    ].join('\n');
    expect(readScreenplayFile('bomb.yaml', bomb).issues).toEqual([expect.objectContaining({ path: [], code: 'syntax' })]);
  });

  it('refuses a file that is not a document of fields', () => {
    expect(readScreenplayFile('mine.yaml', 'just words').issues).toEqual([
      expect.objectContaining({ path: [], code: 'invalid_type', expected: 'object', missing: false }),
    ]);
  });

  it('refuses another schema version', () => {
    const checked = broken((d) => ((d as { schemaVersion: unknown }).schemaVersion = 2));
    expect(checked.issues).toEqual([expect.objectContaining({ path: ['schemaVersion'], code: 'invalid_value', values: [1] })]);
  });

  it('refuses a screenplay without markets', () => {
    const checked = broken((d) => delete (d as Partial<Screenplay>).markets);
    expect(checked.issues).toEqual([expect.objectContaining({ path: ['markets'], code: 'invalid_type', expected: 'array', missing: true })]);
  });

  it('refuses an id that is not lower-case letters, digits and dashes', () => {
    const checked = broken((d) => (d.id = 'My Class'));
    expect(checked.issues).toEqual([expect.objectContaining({ path: ['id'], code: 'invalid_format', format: 'regex', patternName: 'id' })]);
    expect(checked.id).toBeNull();
  });

  it('refuses a segment of a market the screenplay does not have', () => {
    const checked = broken((d) => (nth(d.segments, 1).marketId = 'atlantis'));
    expect(checked.issues).toEqual(
      expect.arrayContaining([
        {
          path: ['segments', '1', 'marketId'],
          code: 'custom',
          message: 'unknown market "atlantis"',
          problem: 'unknownReference',
          kind: 'market',
          id: 'atlantis',
        },
      ]),
    );
  });

  it('refuses a missing Thai text deep inside, saying which language', () => {
    const checked = broken((d) => delete (nth(nth(d.platforms, 0).showcaseDesigns, 1).name as Partial<Localized>).th);
    expect(checked.issues).toEqual([
      {
        path: ['platforms', '0', 'showcaseDesigns', '1', 'name', 'th'],
        code: 'missingTranslation',
        message: 'the Thai text (th) is missing or blank',
        locale: 'th',
      },
    ]);
  });

  it('refuses a text of spaces, which the schema alone would take', () => {
    const checked = broken((d) => (d.description['zh-Hans'] = '   '));
    expect(checked.issues).toEqual([expect.objectContaining({ path: ['description', 'zh-Hans'], code: 'missingTranslation' })]);
  });

  it('refuses a negative price', () => {
    const checked = broken((d) => (nth(d.segments, 0).referencePrice = -4_500));
    expect(checked.issues).toEqual([
      expect.objectContaining({ path: ['segments', '0', 'referencePrice'], code: 'too_small', origin: 'number', minimum: 0, inclusive: true }),
    ]);
  });

  it('refuses platform shares that do not add up to one', () => {
    const checked = broken((d) => (nth(d.segments, 0).platformShares = { shopmall: 0.5, quickbuy: 0.2 }));
    expect(checked.issues).toEqual([expect.objectContaining({ path: ['segments', '0', 'platformShares'], problem: 'sharesNotOne', sum: 0.7 })]);
  });

  it("refuses a shipped screenplay's id, and says so at the id", () => {
    const checked = broken((d) => (d.id = 'starter'));
    expect(checked.issues).toEqual([expect.objectContaining({ path: ['id'], code: 'shippedScreenplayId', id: 'starter' })]);
    expect(checked.id).toBe('starter');
  });

  it('names a trading type by the values allowed, and a currency code by its pattern', () => {
    const checked = broken((d) => {
      (d as { tradingType: unknown }).tradingType = 3;
      nth(d.markets, 0).currency.code = 'usd';
    });
    expect(checked.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['tradingType'], code: 'invalid_union', values: [1, 2] }),
        expect.objectContaining({ path: ['markets', '0', 'currency', 'code'], code: 'invalid_format', patternName: 'currencyCode' }),
      ]),
    );
  });

  it('reports each unknown key at its own path', () => {
    const checked = broken((d) => Object.assign(d.scoring.weights, { luck: 0, charm: 0 }));
    expect(checked.issues).toEqual([
      expect.objectContaining({ path: ['scoring', 'weights', 'luck'], code: 'unrecognized_keys' }),
      expect.objectContaining({ path: ['scoring', 'weights', 'charm'], code: 'unrecognized_keys' }),
    ]);
  });

  it('never sends back the values the file gave', () => {
    const checked = broken((d) => {
      d.rounds = 41;
      (d as { name: unknown }).name = 'a secret name';
    });
    expect(checked.issues.length).toBeGreaterThan(0);
    for (const issue of checked.issues) expect(issue).not.toHaveProperty('input');
    expect(JSON.stringify(checked.issues)).not.toContain('a secret name');
  });

  it('reports every problem of a file at once', () => {
    const checked = broken((d) => {
      d.rounds = 41;
      (d as { name: unknown }).name = { en: 'Mine' };
      nth(d.warehouses, 0).marketId = 'nowhere';
    });
    expect(paths(checked).sort()).toEqual(['name.th', 'name.zh-Hans', 'rounds', 'warehouses.0.marketId'].sort());
    expect(checked.id).toBe('my-class');
  });
});
