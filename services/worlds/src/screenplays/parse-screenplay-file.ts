import { parseDocument } from 'yaml';

/** A parameter of an issue: an id, a number, a name, or a list of the values allowed. */
export type IssueParam = string | number | boolean | null | readonly (string | number | boolean | null)[];

/**
 * One problem of an imported file, as a 9001 detail: where in the document (`[]` for the file as
 * a whole), a stable code, an English message for logs, and the parameters the console puts the
 * code in words with (the detail shape is described beside SCREENPLAY_IMPORT_PROBLEMS in contracts).
 */
export interface ScreenplayIssue {
  path: string[];
  code: string;
  message: string;
  /** A syntax error: where in the text, and which language the text was read as. */
  line?: number;
  column?: number;
  format?: string;
  /** A refusal by use: how many worlds play the screenplay. */
  worlds?: number;
  [param: string]: IssueParam | undefined;
}

export type ParsedFile = { document: unknown; issues?: undefined } | { issues: ScreenplayIssue[] };

/** Aliases a YAML file may expand (the yaml package's guard against a billion laughs). */
const MAX_ALIASES = 100;

/**
 * Reads an imported screenplay's text: JSON for a `.json` file, YAML for `.yaml` or `.yml`, and
 * otherwise JSON when the text starts with `{` or `[`, else YAML. A syntax error is answered as
 * issues with their line and column; nothing in the text can make this throw.
 */
export function parseScreenplayFile(fileName: string, content: string): ParsedFile {
  const text = content.replace(/^\uFEFF/, '');
  const format = isJson(fileName, text) ? 'json' : 'yaml';
  try {
    return format === 'json' ? parseJson(text) : parseYaml(text);
  } catch (error) {
    // A text nested deeper than the parser's stack, say.
    return { issues: [syntaxIssue(format, error instanceof Error ? error.message : String(error))] };
  }
}

function isJson(fileName: string, text: string): boolean {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.json')) return true;
  if (name.endsWith('.yaml') || name.endsWith('.yml')) return false;
  return /^\s*[[{]/.test(text);
}

function parseJson(text: string): ParsedFile {
  try {
    return { document: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    return { issues: [syntaxIssue('json', message, at ? lineAndColumn(text, Number(at[1])) : lineAndColumn(text, text.length))] };
  }
}

function parseYaml(text: string): ParsedFile {
  const parsed = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (parsed.errors.length > 0) {
    return {
      issues: parsed.errors.map((error) => {
        const [start] = error.linePos ?? [];
        // The pretty message quotes the text after a colon; the first line says what is wrong.
        const what = (error.message.split('\n')[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, '');
        return syntaxIssue('yaml', what, start ? { line: start.line, column: start.col } : undefined);
      }),
    };
  }
  return { document: parsed.toJS({ maxAliasCount: MAX_ALIASES }) as unknown };
}

function syntaxIssue(format: 'json' | 'yaml', message: string, where?: { line: number; column: number }): ScreenplayIssue {
  return { path: [], code: 'syntax', message, format, ...where };
}

/** 1-based line and column of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}
