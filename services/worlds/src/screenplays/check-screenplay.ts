import { idSchema, type Screenplay, screenplaySchema, shippedScreenplay } from '@simbiz/engine';
import type { z } from 'zod';
import { parseScreenplayFile, type ScreenplayIssue } from './parse-screenplay-file';

/** A file read and checked: its screenplay when nothing is wrong, else every issue; its id when it names a valid one. */
export type CheckedScreenplay = { screenplay: Screenplay; issues: []; id: string } | { screenplay: null; issues: ScreenplayIssue[]; id: string | null };

const LOCALES = [
  ['en', 'English'],
  ['zh-Hans', 'Simplified Chinese'],
  ['th', 'Thai'],
] as const;
/** How deep the search for localized texts goes: far below any real screenplay, well above the stack's limit. */
const MAX_DEPTH = 40;

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
    issues.push({ path: ['id'], code: 'shippedScreenplayId', message: `"${id}" is the id of a screenplay shipped with the product; choose another` });
  }
  if (issues.length > 0 || !id || !schema.screenplay) return { screenplay: null, issues, id };
  return { screenplay: schema.screenplay, issues: [], id };
}

function schemaCheck(document: unknown): { screenplay?: Screenplay; issues: ScreenplayIssue[] } {
  try {
    const result = screenplaySchema.safeParse(document);
    return result.success ? { screenplay: result.data, issues: [] } : { issues: result.error.issues.map(issueOf) };
  } catch (error) {
    // zod runs the cross-reference checks on a shape with continuable issues (a list too short,
    // say); should one of them stumble on it, the file is refused, never the service.
    return { issues: [{ path: [], code: 'custom', message: error instanceof Error ? error.message : String(error) }] };
  }
}

function issueOf(issue: z.core.$ZodIssue): ScreenplayIssue {
  const path = issue.path.map(String);
  const keys = (issue as { keys?: unknown }).keys;
  if (issue.code === 'unrecognized_keys' && Array.isArray(keys) && typeof keys[0] === 'string') path.push(keys[0]);
  return { path, code: issue.code, message: issue.message };
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
      issues.push({ path: [...path, locale], code: 'missingTranslation', message: `the ${language} text (${locale}) is missing or blank` });
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
