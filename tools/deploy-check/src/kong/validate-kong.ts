import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { type KongConfig, declarativeSchema } from './declarative-schema';

function issueLines(issue: z.core.$ZodIssue): string[] {
  const at = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${at ? `${at}.` : ''}${key}: is not a field here`);
  return [`${at || '(root)'}: ${issue.message}`];
}

/** Everything the schema refuses in a parsed declarative file, one line per problem (nothing when valid). */
export function kongProblems(document: unknown): string[] {
  const checked = declarativeSchema.safeParse(document);
  return checked.success ? [] : checked.error.issues.flatMap(issueLines);
}

/** The declarative file's text parsed and checked; a YAML error counts as a problem too. */
export function parseKongConfig(text: string): { config?: KongConfig; problems: string[] } {
  const document = parseDocument(text);
  if (document.errors.length > 0) return { problems: document.errors.map((error) => `YAML: ${error.message}`) };
  const checked = declarativeSchema.safeParse(document.toJS());
  return checked.success ? { config: checked.data, problems: [] } : { problems: checked.error.issues.flatMap(issueLines) };
}
