import { parseAllDocuments } from 'yaml';

/** The documents of a multi-document YAML stream; a syntax error throws with its position. */
export function parseDocuments(text: string): unknown[] {
  return parseAllDocuments(text)
    .filter((doc) => doc.contents !== null)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join('\n'));
      return doc.toJS() as unknown;
    });
}
