import { importProblems, problemPath } from './import-problems';

describe('an import’s problems', () => {
  it('writes paths with keys after dots and list positions in brackets, from strings or numbers', () => {
    expect(problemPath(['markets', '0', 'name', 'th'])).toBe('markets[0].name.th');
    expect(problemPath(['rounds', 2, 'events', 10, 'text'])).toBe('rounds[2].events[10].text');
    expect(problemPath([0, 'id'])).toBe('[0].id');
    expect(problemPath([])).toBe('');
  });

  it('keeps every issue the server gave, in its order', () => {
    const details = [
      { code: 'invalid_type', path: ['markets', '0', 'name', 'th'], message: 'Required' },
      { code: 'too_small', path: ['rounds'], message: 'Too small: expected number to be >=1', limit: 1 },
      { code: 'custom', path: [], message: 'Unknown top-level key "extra"' },
    ];
    expect(importProblems(details)).toEqual([
      { path: 'markets[0].name.th', message: 'Required' },
      { path: 'rounds', message: 'Too small: expected number to be >=1' },
      { path: '', message: 'Unknown top-level key "extra"' },
    ]);
  });

  it('turns details that are a single text into one problem about the whole file', () => {
    expect(importProblems('YAML: bad indentation at line 3')).toEqual([{ path: '', message: 'YAML: bad indentation at line 3' }]);
    expect(importProblems(undefined)).toEqual([]);
  });
});
