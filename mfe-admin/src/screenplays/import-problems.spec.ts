import { SCREENPLAY_IMPORT_PROBLEMS } from '@simbiz/contracts';
import { createI18n, type Locale } from '@simbiz/i18n';
import { describeProblem, importProblems, problemPath } from './import-problems';

const ID_PATTERN = '/^[a-z][a-z0-9-]{0,39}$/';

/** One issue of every code the server sends, with the parameters it sends (see check-screenplay in worlds). */
const KNOWN_ISSUES = [
  { path: [], code: 'syntax', message: 'Flow sequence in block collection must end with a ]', format: 'yaml', line: 3, column: 1 },
  { path: [], code: 'syntax', message: 'Excessive alias count indicates a resource exhaustion attack', format: 'yaml' },
  { path: ['name', 'th'], code: 'missingTranslation', message: 'the Thai text (th) is missing or blank', locale: 'th' },
  { path: ['id'], code: 'shippedScreenplayId', message: '"starter" is the id of a screenplay shipped with the product; choose another', id: 'starter' },
  {
    path: ['id'],
    code: 'screenplayInUse',
    message: '2 worlds play this screenplay, so it cannot change; import it under another id',
    worlds: 2,
    action: 'reimport',
  },
  { path: ['screenplayId'], code: 'screenplayInUse', message: '1 world plays this screenplay, so it cannot be removed', worlds: 1, action: 'remove' },
  { path: ['markets'], code: 'invalid_type', message: 'Invalid input: expected array, received undefined', expected: 'array', missing: true },
  { path: ['rounds'], code: 'invalid_type', message: 'Invalid input: expected number, received string', expected: 'number', missing: false },
  { path: ['rounds'], code: 'too_big', message: 'Too big: expected number to be <=40', origin: 'number', maximum: 40, inclusive: true },
  {
    path: ['segments', '0', 'visitsPerDay'],
    code: 'too_small',
    message: 'Too small: expected number to be >0',
    origin: 'number',
    minimum: 0,
    inclusive: false,
  },
  { path: ['markets'], code: 'too_small', message: 'Too small: expected array to have >=1 items', origin: 'array', minimum: 1, inclusive: true },
  { path: ['id'], code: 'invalid_format', message: 'lower-case letters, digits and dashes', format: 'regex', pattern: ID_PATTERN, patternName: 'id' },
  {
    path: ['baseCurrency'],
    code: 'invalid_format',
    message: 'Invalid string: must match pattern /^[A-Z]{3}$/',
    format: 'regex',
    pattern: '/^[A-Z]{3}$/',
    patternName: 'currencyCode',
  },
  { path: ['schemaVersion'], code: 'invalid_value', message: 'Invalid input: expected 1', values: [1] },
  { path: ['scoring', 'normalisation'], code: 'invalid_value', message: 'Invalid option: expected one of "minMax"|"rank"', values: ['minMax', 'rank'] },
  { path: ['tradingType'], code: 'invalid_union', message: 'Invalid input', values: [1, 2] },
  { path: ['scoring', 'weights', 'luck'], code: 'unrecognized_keys', message: 'Unrecognized key: "luck"' },
  { path: ['segments', '0', 'platformShares', 'Shop Mall'], code: 'invalid_key', message: 'Invalid key in record', pattern: ID_PATTERN, patternName: 'id' },
  { path: ['production', 'firstBatch'], code: 'not_multiple_of', message: 'Invalid number: must be a multiple of 5', divisor: 5 },
  { path: ['categories', '1', 'id'], code: 'custom', message: 'duplicate id "bags"', problem: 'duplicateId', kind: 'category', id: 'bags' },
  { path: ['segments', '0', 'marketId'], code: 'custom', message: 'unknown market "atlantis"', problem: 'unknownReference', kind: 'market', id: 'atlantis' },
  {
    path: ['segments', '0', 'platformShares', 'tmall'],
    code: 'custom',
    message: 'platform is in another market',
    problem: 'platformInOtherMarket',
    id: 'tmall',
    marketId: 'china',
    segmentMarketId: 'usa',
  },
  { path: ['segments', '0', 'platformShares'], code: 'custom', message: 'platform shares add up to 0.7, not 1', problem: 'sharesNotOne', sum: 0.7 },
  { path: ['scoring', 'weights'], code: 'custom', message: 'KPI weights add up to 1.2, not 1', problem: 'weightsNotOne', sum: 1.2 },
  {
    path: ['tradingType'],
    code: 'custom',
    message: 'internal trade uses one currency: every market must use the base currency',
    problem: 'currencyNotBase',
    baseCurrency: 'USD',
  },
  { path: ['finance', 'smeLoan'], code: 'custom', message: 'loan range is reversed', problem: 'rangeReversed', min: 'minAmount', max: 'maxAmount' },
  { path: ['attributes', '0', 'startingGrade'], code: 'custom', message: 'outside the grade range', problem: 'outsideGradeRange', min: 1, max: 5 },
  { path: ['markets', '0'], code: 'custom', message: 'market "usa" has no warehouse', problem: 'marketWithoutWarehouse', id: 'usa' },
  { path: ['markets', '0'], code: 'custom', message: 'no logistics service delivers to market "usa"', problem: 'marketWithoutDelivery', id: 'usa' },
  { path: ['news', '2', 'round'], code: 'custom', message: 'after the last round', problem: 'afterLastRound', rounds: 6 },
  { path: ['platforms', '0', 'adAuction'], code: 'custom', message: 'one click-through rate per slot', problem: 'ratesShortOfSlots' },
];

const describeIn = (locale: Locale, issue: object) =>
  describeProblem(importProblems([issue])[0] ?? fail(), createI18n({ locale }).getFixedT(locale, 'admin'), locale);
function fail(): never {
  throw new Error('no problem read');
}

describe('an import’s problems', () => {
  it('writes paths with keys after dots and list positions in brackets, from strings or numbers', () => {
    expect(problemPath(['markets', '0', 'name', 'th'])).toBe('markets[0].name.th');
    expect(problemPath(['rounds', 2, 'events', 10, 'text'])).toBe('rounds[2].events[10].text');
    expect(problemPath([0, 'id'])).toBe('[0].id');
    expect(problemPath([])).toBe('');
  });

  it('keeps every issue the server gave, in its order, with its code and parameters', () => {
    const details = [
      { code: 'invalid_type', path: ['markets', '0', 'name', 'th'], message: 'Required', expected: 'string', missing: true },
      { code: 'syntax', path: [], message: 'Unexpected token', format: 'json', line: 2, column: 5 },
    ];
    expect(importProblems(details)).toEqual([
      { path: 'markets[0].name.th', key: 'th', code: 'invalid_type', message: 'Required', params: { expected: 'string', missing: true } },
      { path: '', key: '', code: 'syntax', message: 'Unexpected token', params: { format: 'json', line: 2, column: 5 } },
    ]);
  });

  it('turns details that are a single text into one problem about the whole file', () => {
    expect(importProblems('YAML: bad indentation at line 3')).toEqual([
      { path: '', key: '', code: '', message: 'YAML: bad indentation at line 3', params: {} },
    ]);
    expect(importProblems(undefined)).toEqual([]);
  });

  it('knows every problem the engine names', () => {
    const named = KNOWN_ISSUES.flatMap((issue) => ('problem' in issue ? [issue.problem] : []));
    expect([...new Set(named)].sort()).toEqual([...SCREENPLAY_IMPORT_PROBLEMS].sort());
  });

  it('puts problems in English words, with the parser’s text or the pattern as a detail', () => {
    const say = (issue: object) => describeIn('en', issue);
    expect(say(KNOWN_ISSUES[0] as object)).toEqual({
      sentence: 'The file cannot be read as YAML: there is a mistake at line 3, column 1.',
      detail: 'Flow sequence in block collection must end with a ]',
    });
    expect(say({ path: ['markets'], code: 'invalid_type', message: 'x', expected: 'array', missing: true }).sentence).toBe(
      'This is required but missing from the file.',
    );
    expect(say({ path: ['rounds'], code: 'invalid_type', message: 'x', expected: 'int' }).sentence).toBe('This should be a whole number.');
    expect(say({ path: ['markets'], code: 'too_small', message: 'x', origin: 'array', minimum: 1, inclusive: true }).sentence).toBe(
      'This list needs at least 1 item.',
    );
    expect(say({ path: ['rounds'], code: 'too_big', message: 'x', origin: 'number', maximum: 40, inclusive: true }).sentence).toBe('This must be 40 or less.');
    expect(say({ path: ['code'], code: 'invalid_format', message: 'x', format: 'regex', pattern: '/^[0-9]+$/' })).toEqual({
      sentence: 'This text is not in the required form.',
      detail: '/^[0-9]+$/',
    });
    expect(say({ path: ['s'], code: 'invalid_value', message: 'x', values: ['minMax', 'rank'] }).sentence).toBe('This must be one of: minMax, rank.');
    expect(say({ path: ['s'], code: 'custom', message: 'x', problem: 'unknownReference', kind: 'valueProposition', id: 'cheap' }).sentence).toBe(
      'There is no value proposition with the id “cheap” in this screenplay.',
    );
    expect(say({ path: ['s'], code: 'custom', message: 'x', problem: 'sharesNotOne', sum: 0.30000000000000004 }).sentence).toBe(
      'The platform shares add up to 0.3; they must add up to 1.',
    );
    expect(say({ path: ['id'], code: 'screenplayInUse', message: 'x', worlds: 1, action: 'remove' }).sentence).toBe(
      '1 simulation uses this screenplay, so it cannot be removed.',
    );
  });

  it('shows the server’s message for a code or a problem it does not know, or parameters it cannot use', () => {
    expect(describeIn('th', { path: [], code: 'custom', message: 'the engine stumbled' })).toEqual({ sentence: 'the engine stumbled' });
    expect(describeIn('th', { path: [], code: 'custom', message: 'new check', problem: 'somethingNew' })).toEqual({ sentence: 'new check' });
    expect(describeIn('th', { path: [], code: 'custom', message: 'odd kind', problem: 'unknownReference', kind: 'planet', id: 'x' })).toEqual({
      sentence: 'odd kind',
    });
    expect(describeIn('zh-Hans', { path: [], code: 'invalid_element', message: 'Invalid element' })).toEqual({ sentence: 'Invalid element' });
    expect(describeIn('zh-Hans', { path: [], code: 'constructor', message: 'odd code' })).toEqual({ sentence: 'odd code' });
  });

  describe.each([
    ['zh-Hans', /[\u4E00-\u9FFF]/],
    ['th', /[\u0E00-\u0E7F]/],
  ] as const)('in %s', (locale, script) => {
    it.each(KNOWN_ISSUES.map((issue) => ['problem' in issue ? issue.problem : issue.code, issue] as const))(
      'puts %s in its own words, never the server’s English',
      (_name, issue) => {
        const { sentence } = describeIn(locale, issue);
        expect(sentence).toMatch(script);
        expect(sentence).not.toContain(issue.message);
        expect(sentence).not.toMatch(/[{}]/);
      },
    );
  });
});
