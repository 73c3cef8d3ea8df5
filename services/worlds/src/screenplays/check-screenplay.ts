import { idSchema, type Screenplay, screenplaySchema, screenplayShapeSchema, shippedScreenplay } from '@simbiz/engine';
import { z } from 'zod';
import { type IssueParam, parseScreenplayFile, type ScreenplayIssue } from './parse-screenplay-file';

/** A file read and checked: its screenplay when nothing is wrong, else every issue; its id when it names a valid one. */
export type CheckedScreenplay = { screenplay: Screenplay; issues: []; id: string } | { screenplay: null; issues: ScreenplayIssue[]; id: string | null };

const LOCALES = [
  ['en', 'English'],
  ['zh-Hans', 'Simplified Chinese'],
  ['th', 'Thai'],
] as const;
/** How deep the search for localized texts goes: far below any real screenplay, well above the stack's limit. */
const MAX_DEPTH = 40;
/** The screenplay's own patterns (as an issue quotes them) by name, so the console can say what an id or a currency code looks like. */
const NAMED_PATTERNS = new Map([
  [patternOf(idSchema), 'id'],
  [patternOf(screenplayShapeSchema.shape.baseCurrency), 'currencyCode'],
]);

/**
 * Reads an imported screenplay file and checks it all at once: its syntax, the engine's schema
 * with its cross-references, every localized text in the three languages, and that its id is not
 * a shipped screenplay's. Pure: whether worlds use the id is the caller's to ask.
 */
export function readScreenplayFile(fileName: string, content: string): CheckedScreenplay {
  const parsed = parseScreenplayFile(fileName, content);
  if (parsed.issues) return { screenplay: null, issues: parsed.issues, id: null };
  return checkScreenplay(parsed.document);
}

/** Checks a parsed document (see readScreenplayFile). */
export function checkScreenplay(document: unknown): CheckedScreenplay {
  const rawId = (document as { id?: unknown } | null)?.id;
  const id = idSchema.safeParse(rawId).success ? (rawId as string) : null;
  const localized = localizedTextIssues(document);
  const schema = schemaCheck(localized.filled);
  const issues = [...schema.issues, ...localized.issues];
  if (id && shippedScreenplay(id)) {
    issues.push({ path: ['id'], code: 'shippedScreenplayId', message: `"${id}" is the id of a screenplay shipped with the product; choose another`, id });
  }
  if (issues.length > 0 || !id || !schema.screenplay) return { screenplay: null, issues, id };
  return { screenplay: schema.screenplay, issues: [], id };
}

function schemaCheck(document: unknown): { screenplay?: Screenplay; issues: ScreenplayIssue[] } {
  try {
    // The input in each issue tells a missing value from a wrong one; it is never sent back.
    const result = screenplaySchema.safeParse(document, { reportInput: true });
    return result.success ? { screenplay: result.data, issues: [] } : { issues: result.error.issues.flatMap(issuesOf) };
  } catch (error) {
    // zod runs the cross-reference checks on a shape with continuable issues (a list too short,
    // say); should one of them stumble on it, the file is refused, never the service.
    return { issues: [{ path: [], code: 'custom', message: error instanceof Error ? error.message : String(error) }] };
  }
}

/** A zod issue as 9001 details: one per unrecognized key (at its own path), else one with its parameters. */
function issuesOf(issue: z.core.$ZodIssue): ScreenplayIssue[] {
  const path = issue.path.map(String);
  const { code, message } = issue;
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: [...path, key], code, message }));
  return [{ path, code, message, ...paramsOf(issue) }];
}

/** What the console needs to put a zod issue in words; never the value the file gave. */
function paramsOf(issue: z.core.$ZodIssue): Record<string, IssueParam> {
  switch (issue.code) {
    case 'invalid_type':
      return { expected: issue.expected, missing: 'input' in issue && issue.input === undefined };
    case 'too_small':
      return { origin: issue.origin, minimum: Number(issue.minimum), inclusive: issue.inclusive !== false };
    case 'too_big':
      return { origin: issue.origin, maximum: Number(issue.maximum), inclusive: issue.inclusive !== false };
    case 'invalid_format':
      return { format: issue.format, ...patternParams(issue.pattern) };
    case 'invalid_value':
      return { values: issue.values.map(literal) };
    case 'not_multiple_of':
      return { divisor: Number(issue.divisor) };
    case 'invalid_union':
      return unionValues(issue);
    case 'invalid_key': {
      const format = issue.issues.find((inner) => inner.code === 'invalid_format');
      return format?.code === 'invalid_format' ? patternParams(format.pattern) : {};
    }
    case 'custom':
      return problemParams(issue.params);
    default:
      return {};
  }
}

function patternParams(pattern: string | undefined): Record<string, IssueParam> {
  if (pattern === undefined) return {};
  const name = NAMED_PATTERNS.get(pattern);
  return name ? { pattern, patternName: name } : { pattern };
}

/** A union's allowed values: a discriminated union's options, or every literal its branches want. */
function unionValues(issue: z.core.$ZodIssueInvalidUnion): Record<string, IssueParam> {
  if ('options' in issue && issue.options) return { values: issue.options.map(literal) };
  const branches = issue.errors.map((branch) => (branch.length === 1 && branch[0]?.code === 'invalid_value' ? branch[0].values : null));
  if (branches.length === 0 || branches.some((values) => values === null)) return {};
  return { values: branches.flatMap((values) => values ?? []).map(literal) };
}

/** The engine's name for a custom issue (params `{ problem, ...}`), with its ids, numbers and field names. */
function problemParams(params: Record<string, unknown> | undefined): Record<string, IssueParam> {
  if (typeof params?.['problem'] !== 'string') return {};
  const plain = Object.entries(params).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return Object.fromEntries(plain) as Record<string, IssueParam>;
}

function literal(value: unknown): string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/** A string schema's pattern as its issues quote it (`/^…$/`). */
function patternOf(schema: z.ZodType): string {
  const { pattern } = z.toJSONSchema(schema) as { pattern?: string };
  return String(new RegExp(pattern ?? ''));
}

/**
 * Every localized text of the document, wherever it is: an object with an `en`, `zh-Hans` or `th`
 * text must have all three, none blank. The schema finds most missing ones too; this says which
 * language and also refuses a text of spaces. It answers a copy of the document with those texts
 * filled in, so that a missing translation does not hide the schema's cross-reference checks
 * (zod runs them only on a document of the right shape).
 */
export function localizedTextIssues(document: unknown): { issues: ScreenplayIssue[]; filled: unknown } {
  const issues: ScreenplayIssue[] = [];
  const walk = (value: unknown, path: string[]): unknown => {
    if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return value;
    if (Array.isArray(value)) return value.map((child, i) => walk(child, [...path, String(i)]));
    const fields = value as Record<string, unknown>;
    if (!isLocalized(fields)) return Object.fromEntries(Object.entries(fields).map(([key, child]) => [key, walk(child, [...path, key])]));
    const filled = { ...fields };
    for (const [locale, language] of LOCALES) {
      const text = fields[locale];
      if (typeof text === 'string' && text.trim() !== '') continue;
      issues.push({ path: [...path, locale], code: 'missingTranslation', message: `the ${language} text (${locale}) is missing or blank`, locale });
      filled[locale] = '?';
    }
    return filled;
  };
  const filled = walk(document, []);
  return { issues, filled };
}

/** A text in some locale: one of the three keys holds a string, and none of them holds anything else. */
function isLocalized(value: Record<string, unknown>): boolean {
  const present = LOCALES.map(([locale]) => value[locale]).filter((text) => text !== undefined);
  return present.length > 0 && present.every((text) => typeof text === 'string');
}
