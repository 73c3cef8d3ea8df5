import { SCREENPLAY_IMPORT_MAX_CHARS } from '@simbiz/contracts';

/** The extensions a screenplay file may have: the engine reads JSON and YAML. */
export const SCREENPLAY_EXTENSIONS: readonly string[] = ['json', 'yaml', 'yml'];
export const SCREENPLAY_ACCEPT = SCREENPLAY_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** A file as the import form holds it: its name and its text. */
export interface ScreenplayFile {
  fileName: string;
  content: string;
}

export type ScreenplayFileProblem =
  { problem: 'wrongType' } | { problem: 'empty' } | { problem: 'tooLong'; size: number; max: number } | { problem: 'tooLarge'; bytes: number; max: number };

/** A file this large cannot hold few enough characters (UTF-8 writes one in at most four bytes): it is not even read. */
export function screenplayFileTooLarge(file: { name: string; size: number }): ScreenplayFileProblem | null {
  return file.size > SCREENPLAY_IMPORT_MAX_CHARS * 4 ? { problem: 'tooLarge', bytes: file.size, max: SCREENPLAY_IMPORT_MAX_CHARS } : null;
}

/** A file name's extension, lower case ('' when it has none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * What is wrong with a chosen file before it is sent, null when nothing is: a name the engine
 * cannot read, no text, or more characters than the import takes (said here so a large file is
 * not sent only to be refused). The server checks everything again.
 */
export function screenplayFileProblem({ fileName, content }: ScreenplayFile): ScreenplayFileProblem | null {
  if (!SCREENPLAY_EXTENSIONS.includes(extensionOf(fileName))) return { problem: 'wrongType' };
  if (content.trim() === '') return { problem: 'empty' };
  if (content.length > SCREENPLAY_IMPORT_MAX_CHARS) return { problem: 'tooLong', size: content.length, max: SCREENPLAY_IMPORT_MAX_CHARS };
  return null;
}

/** A chosen file's text, read in the browser (FileReader: jsdom's Blob has no text()). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}
