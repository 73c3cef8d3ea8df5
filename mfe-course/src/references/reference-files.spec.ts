import { REFERENCE_DOCUMENT_EXTENSIONS, REFERENCE_DOCUMENT_MAX_BYTES, REFERENCE_IMAGE_EXTENSIONS, REFERENCE_IMAGE_MAX_BYTES } from '@simbiz/contracts';
import {
  checkReferenceFile,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  extensionOf,
  formatFileSize,
  REFERENCE_ACCEPT,
  referenceIcon,
  siteOf,
} from './reference-files';

const MB = 1024 * 1024;

describe('reference files', () => {
  it('take the contracts’ types and sizes', () => {
    expect([IMAGE_EXTENSIONS, DOCUMENT_EXTENSIONS, IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES]).toEqual([
      REFERENCE_IMAGE_EXTENSIONS,
      REFERENCE_DOCUMENT_EXTENSIONS,
      REFERENCE_IMAGE_MAX_BYTES,
      REFERENCE_DOCUMENT_MAX_BYTES,
    ]);
  });

  it('read the extension in lower case, none for a hidden file or a name without a dot', () => {
    expect([extensionOf('Week 1.PDF'), extensionOf('archive.tar.zip'), extensionOf('.env'), extensionOf('README')]).toEqual(['pdf', 'zip', '', '']);
  });

  it('offer the contracts’ image and document types in the file input', () => {
    expect(REFERENCE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.jpg', '.svg', '.pdf', '.docx', '.zip', '.md']));
    expect(REFERENCE_ACCEPT).not.toContain('.exe');
  });

  it('take images up to 10 MB and documents up to 50 MB, and no other type', () => {
    expect(checkReferenceFile({ name: 'chart.png', size: 10 * MB })).toEqual({ ok: true });
    expect(checkReferenceFile({ name: 'chart.png', size: 10 * MB + 1 })).toEqual({ ok: false, problem: 'size', maxBytes: 10 * MB });
    expect(checkReferenceFile({ name: 'case.pdf', size: 30 * MB })).toEqual({ ok: true });
    expect(checkReferenceFile({ name: 'case.pdf', size: 50 * MB + 1 })).toEqual({ ok: false, problem: 'size', maxBytes: 50 * MB });
    expect(checkReferenceFile({ name: 'setup.exe', size: 10 })).toEqual({ ok: false, problem: 'type' });
    expect(checkReferenceFile({ name: 'notes', size: 10 })).toEqual({ ok: false, problem: 'type' });
  });

  it('write sizes in bytes, kB or MB with one decimal at most', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(512, 'zh-Hans')).toBe('512字节');
    expect(formatFileSize(340 * 1024, 'en')).toBe('340 kB');
    expect(formatFileSize(1.55 * MB, 'en')).toBe('1.6 MB');
  });

  it('choose an icon by kind and extension', () => {
    expect(referenceIcon({ kind: 'link', fileName: null })).toBe('link');
    expect(referenceIcon({ kind: 'file', fileName: 'photo.JPEG' })).toBe('image');
    expect(referenceIcon({ kind: 'file', fileName: 'budget.xlsx' })).toBe('sheet');
    expect(referenceIcon({ kind: 'file', fileName: 'brief.docx' })).toBe('document');
  });

  it('show a link’s site', () => {
    expect(siteOf('https://www.example.edu/readings?week=1')).toBe('www.example.edu');
    expect(siteOf('not a url')).toBe('');
  });
});
