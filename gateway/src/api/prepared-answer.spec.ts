import { gunzipSync, gzipSync } from 'node:zlib';
import { acceptsGzip, COMPRESS_FROM_BYTES, prepareAnswer } from './prepared-answer';

describe('a prepared answer', () => {
  const text = JSON.stringify({ code: 0, data: { rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}`, note: 'ร้าน 商店' })) } });

  it('is gzipped once when it is large enough, and the gzip holds the same bytes', async () => {
    const answer = await prepareAnswer(text);
    expect((await answer.body()).toString()).toBe(text);
    expect(answer.gzip?.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(answer.gzip ?? Buffer.alloc(0)).toString()).toBe(text);
  });

  it('goes as it is when it is small', async () => {
    const small = JSON.stringify({ code: 0, data: 'x'.repeat(COMPRESS_FROM_BYTES - 30) });
    const answer = await prepareAnswer(small);
    expect(answer.gzip).toBeUndefined();
    expect((await answer.body()).toString()).toBe(small);
  });

  it('keeps what a service sent gzipped as it came, and unzips it once for a client that does not take gzip', async () => {
    const sent = gzipSync(text);
    const answer = await prepareAnswer(sent, true);
    expect(answer.gzip).toEqual(sent);
    expect(answer.gzip).not.toBe(sent);
    const body = answer.body();
    expect(answer.body()).toBe(body);
    expect((await body).toString()).toBe(text);
  });
});

describe('whether a request takes gzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header given twice', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});
