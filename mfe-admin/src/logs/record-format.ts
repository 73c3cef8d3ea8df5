/** When a log entry was made: date and time to the second, as the reader's language writes them. */
export function formatLogTime(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}

/**
 * An export's file size: bytes, kB or MB (of 1,024, as the browser's downloads count), one
 * decimal at most. Bytes are written out: English's short form is "544 byte", with no plural.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [amount, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay, maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(amount);
}
