import type { Reference } from '@simbiz/contracts';

/*
 * The contracts' REFERENCE_IMAGE_EXTENSIONS, REFERENCE_DOCUMENT_EXTENSIONS and their largest sizes
 * (a test holds them equal), written here because importing them would bring the contracts'
 * schemas, and zod, into the page.
 */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'];
export const DOCUMENT_EXTENSIONS: readonly string[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'txt', 'csv', 'md', 'zip'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/** A file name's extension, lower case ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** What the file input offers to choose: the extensions the references take. */
export const REFERENCE_ACCEPT = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS].map((extension) => `.${extension}`).join(',');

export type FileCheck = { ok: true } | { ok: false; problem: 'type' } | { ok: false; problem: 'size'; maxBytes: number };

/**
 * A quick word before a long upload, by the contracts' limits: a type the references take, within
 * its size (images 10 MB, documents 50 MB). The server decides; this only spares the wait.
 */
export function checkReferenceFile(file: { name: string; size: number }): FileCheck {
  const extension = extensionOf(file.name);
  const maxBytes = IMAGE_EXTENSIONS.includes(extension) ? IMAGE_MAX_BYTES : DOCUMENT_EXTENSIONS.includes(extension) ? DOCUMENT_MAX_BYTES : null;
  if (maxBytes === null) return { ok: false, problem: 'type' };
  return file.size > maxBytes ? { ok: false, problem: 'size', maxBytes } : { ok: true };
}

/**
 * A size as the page's language writes it: bytes, kB or MB (of 1,024), one decimal at most. Bytes
 * are written out: English's short form is "544 byte", with no plural.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [amount, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay, maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(amount);
}

export type ReferenceIcon = 'link' | 'image' | 'pdf' | 'sheet' | 'slides' | 'archive' | 'text' | 'document';

const BY_EXTENSION: Record<string, ReferenceIcon> = {
  pdf: 'pdf',
  xls: 'sheet',
  xlsx: 'sheet',
  ods: 'sheet',
  csv: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  zip: 'archive',
  txt: 'text',
  md: 'text',
};

/** The icon of a reference: a link's, or its file's kind by extension. */
export function referenceIcon(reference: Pick<Reference, 'kind' | 'fileName'>): ReferenceIcon {
  if (reference.kind === 'link') return 'link';
  const extension = extensionOf(reference.fileName ?? '');
  return IMAGE_EXTENSIONS.includes(extension) ? 'image' : (BY_EXTENSION[extension] ?? 'document');
}

/** A link's site, as shown under its title ('' when the address does not parse). */
export function siteOf(url: string | null): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
}
