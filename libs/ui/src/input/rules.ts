import { canonicalNumber } from './number-text';

/**
 * The generic validation rule set of section 5. A rule returns null when the value passes, or the
 * parameters its message interpolates (`validation:<rule>`).
 */
export interface Rules {
  required?: boolean;
  min?: number;
  max?: number;
  range?: readonly [number, number];
  between?: readonly [number, number];
  min_value?: number;
  max_value?: number;
  length?: number;
  digits?: number;
  integer?: boolean;
  numeric?: boolean;
  decimal?: number;
  alpha?: boolean;
  alpha_dash?: boolean;
  alpha_num?: boolean;
  alpha_spaces?: boolean;
  email?: boolean;
  url?: boolean;
  phone?: boolean;
  ip?: boolean;
  regex?: RegExp;
  /** The value of the field this one must repeat (a password confirmation). */
  confirmed?: string;
  is?: string;
  is_not?: string;
  one_of?: readonly string[];
  not_one_of?: readonly string[];
  image?: boolean;
  mimes?: readonly string[];
  ext?: readonly string[];
  dimensions?: readonly [number, number];
  /** Largest file size in KB. */
  size?: number;
  requireDigit?: boolean;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNonAlphanumeric?: boolean;
  requiredUniqueChars?: number;
}

export type RuleName = keyof Rules;
export type RuleParams = Record<string, string | number>;

/** A file as the rules see it; the image's pixel size when it is known. */
export interface FileFacts {
  name: string;
  type: string;
  sizeBytes: number;
  width?: number;
  height?: number;
}

export type FieldValue = string | number | null | undefined | FileFacts;

/** Image extensions of section 5. */
export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const;

const PASS = null;
const fail = (params: RuleParams = {}) => params;
const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

type TextCheck = (text: string, arg: never) => RuleParams | null;
type FileCheck = (file: FileFacts, arg: never) => RuleParams | null;

const TEXT_RULES: Partial<Record<RuleName, TextCheck>> = {
  min: (t, n: number) => ([...t].length >= n ? PASS : fail({ length: n })),
  max: (t, n: number) => ([...t].length <= n ? PASS : fail({ length: n })),
  range: (t, [min, max]: [number, number]) => inRange(numberOf(t), min, max),
  between: (t, [min, max]: [number, number]) => inRange(numberOf(t), min, max),
  min_value: (t, min: number) => (numberOf(t) >= min ? PASS : fail({ min })),
  max_value: (t, max: number) => (numberOf(t) <= max ? PASS : fail({ max })),
  length: (t, n: number) => ([...t].length === n ? PASS : fail({ length: n })),
  digits: (t, n: number) => (/^\d+$/.test(t) && t.length === n ? PASS : fail({ length: n })),
  integer: (t) => (/^-?\d+$/.test(t.trim()) ? PASS : fail()),
  numeric: (t) => (/^\d+$/.test(t.trim()) ? PASS : fail()),
  decimal: (t, places: number) => (new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`).test(t.trim()) ? PASS : fail({ decimals: places })),
  alpha: (t) => (/^\p{L}+$/u.test(t) ? PASS : fail()),
  alpha_dash: (t) => (/^[\p{L}\p{N}_-]+$/u.test(t) ? PASS : fail()),
  alpha_num: (t) => (/^[\p{L}\p{N}]+$/u.test(t) ? PASS : fail()),
  alpha_spaces: (t) => (/^[\p{L}\s]+$/u.test(t) ? PASS : fail()),
  email: (t) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t.trim()) ? PASS : fail()),
  url: (t) => (isUrl(t) ? PASS : fail()),
  phone: (t) => (/^\+?[\d\s().-]{6,20}$/.test(t.trim()) && /\d{6,}/.test(t.replace(/\D/g, '')) ? PASS : fail()),
  ip: (t) => (isIp(t.trim()) ? PASS : fail()),
  regex: (t, pattern: RegExp) => (pattern.test(t) ? PASS : fail()),
  confirmed: (t, other: string) => (t === other ? PASS : fail()),
  is: (t, other: string) => (t === other ? PASS : fail({ other })),
  is_not: (t, other: string) => (t !== other ? PASS : fail({ other })),
  one_of: (t, list: string[]) => (list.includes(t) ? PASS : fail()),
  not_one_of: (t, list: string[]) => (!list.includes(t) ? PASS : fail()),
  requireDigit: (t) => (/\d/.test(t) ? PASS : fail()),
  requireLowercase: (t) => (/\p{Ll}/u.test(t) ? PASS : fail()),
  requireUppercase: (t) => (/\p{Lu}/u.test(t) ? PASS : fail()),
  requireNonAlphanumeric: (t) => (/[^\p{L}\p{N}]/u.test(t) ? PASS : fail()),
  requiredUniqueChars: (t, count: number) => (new Set(t).size >= count ? PASS : fail({ count })),
};

/** Rules that judge a number, given the typed text in its canonical form (see number-text.ts). */
const NUMBER_RULES = new Set<RuleName>(['range', 'between', 'min_value', 'max_value', 'integer', 'numeric', 'decimal']);

const FILE_RULES: Partial<Record<RuleName, FileCheck>> = {
  image: (f) => ((IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)) ? PASS : fail()),
  mimes: (f, types: string[]) => (types.some((type) => (type.endsWith('/*') ? f.type.startsWith(type.slice(0, -1)) : f.type === type)) ? PASS : fail()),
  ext: (f, list: string[]) => (list.map((e) => e.toLowerCase()).includes(extensionOf(f.name)) ? PASS : fail({ extensions: list.join(', ') })),
  size: (f, kb: number) => (f.sizeBytes <= kb * 1024 ? PASS : fail({ size: kb })),
  dimensions: (f, [width, height]: [number, number]) => (f.width === width && f.height === height ? PASS : fail({ width, height })),
};

function inRange(value: number, min: number, max: number): RuleParams | null {
  return value >= min && value <= max ? PASS : fail({ min, max });
}

function isUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isIp(text: string): boolean {
  const v4 = text.split('.');
  if (v4.length === 4) return v4.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
  return /^[0-9a-f:]+$/i.test(text) && text.includes(':') && text.split(':').length <= 8;
}

export interface RuleFailure {
  rule: RuleName;
  params: RuleParams;
}

/**
 * The first rule the value breaks, in the order the rules are written. An empty value breaks only
 * `required`: the other rules judge what was entered, numbers as written in `language`.
 */
export function validateValue(value: FieldValue, rules: Rules, language = 'en'): RuleFailure | null {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (empty) return rules.required ? { rule: 'required', params: {} } : null;
  const text = String(value);
  // Number rules judge the number as typed in the language ("1,000", "๑๐๐"); a text that is no number fails them.
  const number = typeof value === 'object' ? null : (canonicalNumber(text, language) ?? text);
  for (const [rule, arg] of Object.entries(rules) as [RuleName, unknown][]) {
    if (rule === 'required' || arg === undefined || arg === false) continue;
    const params =
      typeof value === 'object'
        ? FILE_RULES[rule]?.(value, arg as never)
        : TEXT_RULES[rule]?.(NUMBER_RULES.has(rule) && number !== null ? number : text, arg as never);
    if (params) return { rule, params };
  }
  return null;
}
