/** Types by extension for the files references take (course-rules); the uploader's own Content-Type is not trusted. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  zip: 'application/zip',
};

/**
 * Headers of a reference file's download. It is always an attachment, typed by its extension, and
 * if a browser ever shows one in place anyway (an SVG with a script, an HTML file renamed .txt),
 * nosniff and a sandboxing policy keep it from running anything on the platform's origin.
 */
export function downloadHeaders(fileName: string, size: number): Record<string, string> {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    'content-length': String(size),
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'private, no-store',
  };
}

/** encodeURIComponent leaves ' ( ) * as they are; RFC 5987's value does not allow them. */
function rfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
