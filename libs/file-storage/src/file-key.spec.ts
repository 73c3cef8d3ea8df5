import { assertPutOptions, isContentType, isFileKey } from './file-key';
import { TRAVERSALS } from './test-support/file-storage-behaviour';

describe('file keys', () => {
  it('takes the keys services make: ids and names in a few segments', () => {
    for (const key of [
      'a',
      'courses/0f6c/references/9b1e.pdf',
      'worlds/W-42/exports/round_3.xlsx',
      `a/${'b'.repeat(200)}`,
      `${'a'.repeat(199)}/${'b'.repeat(100)}`,
    ]) {
      expect({ key, ok: isFileKey(key) }).toEqual({ key, ok: true });
    }
  });

  it('refuses anything that could leave a directory or mean something to a shell or a URL', () => {
    for (const key of [...TRAVERSALS, `${'a'.repeat(199)}/${'b'.repeat(101)}`, `a/${'b'.repeat(201)}`, 'a b', 'a?b', 'a#b', 'a@', 'é', '~/x', 'a/-/b/..']) {
      expect({ key, ok: isFileKey(key) }).toEqual({ key, ok: false });
    }
  });

  it('takes MIME types with parameters, and refuses anything that would break a header', () => {
    expect(
      ['text/plain', 'text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/svg+xml'].every(
        isContentType,
      ),
    ).toBe(true);
    expect(['', 'text', 'text/plain\r\nx-injected: 1', 'text/plain; name="é"', `a/${'b'.repeat(260)}`].some(isContentType)).toBe(false);
  });

  it('refuses a limit that is not a whole number of bytes', () => {
    for (const maxBytes of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => assertPutOptions('a', { contentType: 'text/plain', maxBytes })).toThrow(TypeError);
    }
    expect(() => assertPutOptions('a', { contentType: 'text/plain', maxBytes: 0 })).not.toThrow();
  });
});
