/** One problem of a refused import: where in the file, and what. */
export interface ImportProblem {
  path: string;
  message: string;
}

/**
 * A path as a reader finds it in the file: keys joined by dots, list positions in brackets
 * (`markets[0].name.th`). Positions may arrive as numbers or as digit strings (the contracts'
 * issues carry strings).
 */
export function problemPath(path: readonly unknown[]): string {
  return path.reduce<string>((joined, step) => {
    const part = String(step);
    if (/^\d+$/.test(part)) return `${joined}[${part}]`;
    return joined ? `${joined}.${part}` : part;
  }, '');
}

/**
 * 9001's details as a list of problems: every issue the server gave, in its order. Details that
 * are not the contracts' issue list (a single text) become one problem about the whole file, so
 * nothing the server said is dropped.
 */
export function importProblems(details: unknown): ImportProblem[] {
  if (typeof details === 'string' && details) return [{ path: '', message: details }];
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return typeof issue === 'string' ? [{ path: '', message: issue }] : [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    return [{ path: Array.isArray(path) ? problemPath(path) : typeof path === 'string' ? path : '', message: typeof message === 'string' ? message : '' }];
  });
}
