import { SCREENPLAY_IMPORT_PROBLEMS, SCREENPLAY_REFERENCE_KINDS } from '@simbiz/contracts';
import type { useT } from '@simbiz/ui';

/**
 * One problem of a refused import, as the server gave it (see SCREENPLAY_IMPORT_PROBLEMS in
 * contracts): where in the file, the last key of that place, a stable code, the English message
 * and the parameters that put the code in words.
 */
export interface ImportProblem {
  path: string;
  key: string;
  code: string;
  message: string;
  params: Readonly<Record<string, unknown>>;
}

/** A problem in the reader's language, and the parser's or the schema's own text where it helps. */
export interface ProblemWords {
  sentence: string;
  detail?: string;
}

type Translate = ReturnType<typeof useT>['t'];
type Params = ImportProblem['params'];
/** Puts one code in words; null when the parameters are not what it knows, so the server's message is shown. */
type Phrase = (problem: ImportProblem, say: Say) => ProblemWords | null;

const LOCALES = ['en', 'zh-Hans', 'th'] as const;
const TYPES = ['string', 'number', 'int', 'boolean', 'object', 'record', 'array'] as const;
const PATTERNS = ['id', 'currencyCode'] as const;

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
  if (typeof details === 'string' && details) return [textProblem(details)];
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return typeof issue === 'string' ? [textProblem(issue)] : [];
    const { path, code, message, ...params } = issue as Record<string, unknown>;
    const steps = Array.isArray(path) ? path : [];
    return [
      {
        path: Array.isArray(path) ? problemPath(path) : typeof path === 'string' ? path : '',
        key: steps.length > 0 ? String(steps[steps.length - 1]) : '',
        code: typeof code === 'string' ? code : '',
        message: typeof message === 'string' ? message : '',
        params,
      },
    ];
  });
}

function textProblem(message: string): ImportProblem {
  return { path: '', key: '', code: '', message, params: {} };
}

/** A problem in words: its code put in the reader's language, else the server's own message. */
export function describeProblem(problem: ImportProblem, t: Translate, language: string): ProblemWords {
  const phrase = Object.hasOwn(PHRASES, problem.code) ? PHRASES[problem.code] : undefined;
  return phrase?.(problem, sayer(t, language)) ?? { sentence: problem.message };
}

/** The texts of `screenplays.import.problem`, with numbers written as the reader's language writes them. */
function sayer(t: Translate, language: string) {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 6 });
  return {
    text: (key: string, params?: Record<string, unknown>): string => t(`screenplays.import.problem.${key}`, params),
    number: (value: number) => number.format(value),
    list: (values: readonly unknown[]) => values.map(String).join(t('screenplays.listSeparator')),
  };
}
type Say = ReturnType<typeof sayer>;

const PHRASES: Record<string, Phrase> = {
  syntax: ({ message, params }, say) => {
    const format = oneOf(['json', 'yaml'] as const, params['format']);
    if (!format) return null;
    const { line, column } = params;
    const where = typeof line === 'number' && typeof column === 'number' ? { line: say.number(line), column: say.number(column) } : null;
    const sentence = say.text(where ? 'syntaxAt' : 'syntax', { format: format.toUpperCase(), ...where });
    return message ? { sentence, detail: message } : { sentence };
  },
  missingTranslation: ({ params }, say) => {
    const locale = oneOf(LOCALES, params['locale']);
    return locale ? { sentence: say.text('missingTranslation', { language: say.text(`language.${locale}`) }) } : null;
  },
  shippedScreenplayId: ({ params }, say) => (typeof params['id'] === 'string' ? { sentence: say.text('shippedScreenplayId', { id: params['id'] }) } : null),
  screenplayInUse: ({ params }, say) => {
    const action = oneOf(['reimport', 'remove'] as const, params['action']);
    const { worlds } = params;
    if (!action || typeof worlds !== 'number') return null;
    return { sentence: say.text(`inUse.${action}`, { count: worlds, n: say.number(worlds) }) };
  },
  invalid_type: ({ params }, say) => {
    if (params['missing'] === true) return { sentence: say.text('missing') };
    const type = oneOf(TYPES, params['expected']);
    return type ? { sentence: say.text('wrongType', { type: say.text(`type.${type}`) }) } : null;
  },
  too_small: ({ params }, say) => bound(params, say, 'minimum'),
  too_big: ({ params }, say) => bound(params, say, 'maximum'),
  invalid_format: ({ params }, say) => {
    const named = oneOf(PATTERNS, params['patternName']);
    if (named) return { sentence: say.text(`format.${named}`) };
    const detail = params['pattern'] ?? params['format'];
    return { sentence: say.text('format.other'), ...(typeof detail === 'string' ? { detail } : {}) };
  },
  invalid_value: ({ params }, say) => allowed(params, say),
  invalid_union: ({ params }, say) => allowed(params, say) ?? { sentence: say.text('noMatchingForm') },
  not_multiple_of: ({ params }, say) =>
    typeof params['divisor'] === 'number' ? { sentence: say.text('multipleOf', { divisor: say.number(params['divisor']) }) } : null,
  unrecognized_keys: ({ key }, say) => (key ? { sentence: say.text('unknownField', { key }) } : null),
  invalid_key: ({ key, params }, say) => (key ? { sentence: say.text(params['patternName'] === 'id' ? 'key.id' : 'key.other', { key }) } : null),
  custom: ({ params }, say) => {
    const { problem, ...rest } = params;
    const name = oneOf(SCREENPLAY_IMPORT_PROBLEMS, problem);
    if (!name) return null;
    const kind = rest['kind'] === undefined ? undefined : oneOf(SCREENPLAY_REFERENCE_KINDS, rest['kind']);
    if (kind === null) return null;
    const words = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'number' ? say.number(value) : value]));
    return { sentence: say.text(`custom.${name}`, { ...words, ...(kind ? { kind: say.text(`kind.${kind}`) } : {}) }) };
  },
};

/** A number's, a list's or a text's lower or upper bound (an exclusive one of a count is the next count). */
function bound(params: Params, say: Say, side: 'minimum' | 'maximum'): ProblemWords | null {
  const limit = params[side];
  if (typeof limit !== 'number') return null;
  const inclusive = params['inclusive'] !== false;
  const low = side === 'minimum';
  if (params['origin'] === 'number' || params['origin'] === 'int') {
    const key = low ? (inclusive ? 'atLeast' : 'moreThan') : inclusive ? 'atMost' : 'lessThan';
    return { sentence: say.text(key, { value: say.number(limit) }) };
  }
  const what = params['origin'] === 'array' ? 'items' : params['origin'] === 'string' ? 'characters' : null;
  if (!what) return null;
  const count = inclusive ? limit : low ? limit + 1 : limit - 1;
  return { sentence: say.text(`${what}${low ? 'AtLeast' : 'AtMost'}`, { count, n: say.number(count) }) };
}

/** The one value, or the values, a field may hold. */
function allowed(params: Params, say: Say): ProblemWords | null {
  const { values } = params;
  if (!Array.isArray(values) || values.length === 0) return null;
  if (values.length === 1) return { sentence: say.text('exactly', { value: String(values[0]) }) };
  return { sentence: say.text('oneOf', { values: say.list(values) }) };
}

function oneOf<T extends string>(names: readonly T[], value: unknown): T | null {
  return names.find((name) => name === value) ?? null;
}
