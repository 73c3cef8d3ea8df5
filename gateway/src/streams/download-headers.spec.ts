import { downloadHeaders } from './download-headers';

describe('downloadHeaders', () => {
  it('types a file by its extension, always as an attachment that runs nothing', () => {
    const headers = downloadHeaders('Drawing.SVG', 120);
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(headers['content-disposition']).toMatch(/^attachment;/);
    expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-length']).toBe('120');
  });

  it('sends anything unknown as bytes', () => {
    expect(downloadHeaders('page.html', 1)['content-type']).toBe('application/octet-stream');
    expect(downloadHeaders('no-extension', 1)['content-type']).toBe('application/octet-stream');
  });

  it('keeps a Thai or Chinese name (RFC 5987) and never breaks the header with quotes', () => {
    const headers = downloadHeaders('กรณีศึกษา "บทที่ 1".pdf', 1);
    expect(headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('กรณีศึกษา "บทที่ 1".pdf')}`);
    expect(headers['content-disposition']).toMatch(/filename="[^"]*"; /);
    expect(downloadHeaders('案例.docx', 1)['content-disposition']).toContain("filename*=UTF-8''%E6%A1%88%E4%BE%8B.docx");
  });
});
