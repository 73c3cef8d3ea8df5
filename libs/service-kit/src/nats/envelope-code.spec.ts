import { ok } from '@simbiz/contracts';
import { gunzipSync } from 'node:zlib';
import { CONTENT_ENCODING_HEADER, EnvelopeSerializer, SerializedReply } from './wire';
import { envelopeCode } from './requester';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the code of an envelope a gateway passes on', () => {
  it('is read from the head of what the service kit writes, success or refusal', () => {
    const serializer = new EnvelopeSerializer();
    expect(envelopeCode(serializer.serialize({ response: ok({ rows: ['ร้าน', '商店'] }) }).data)).toBe(0);
    expect(envelopeCode(serializer.serialize({ response: { code: 130003, data: {} } }).data)).toBe(130003);
    expect(envelopeCode(serializer.serialize({ err: new Error('boom') }).data)).toBe(1);
  });

  it('splices a reply the service wrote itself into the envelope as it is', () => {
    const data = { rounds: [{ round: 1, rows: ['ร้าน', '商店'] }], note: null };
    const sent = new EnvelopeSerializer().serialize({ response: ok(SerializedReply.ofJson(JSON.stringify(data))) }).data;
    expect(envelopeCode(sent)).toBe(0);
    expect(JSON.parse(new TextDecoder().decode(sent))).toEqual({ code: 0, data });
  });

  it('sends a reply stored gzipped as it was stored to a caller that takes gzip, and unzipped to any other', async () => {
    const data = { rounds: [{ round: 1, rows: ['ร้าน', '商店'] }] };
    const stored = (await SerializedReply.stored(JSON.stringify(data))).gzipped ?? new Uint8Array();
    expect(JSON.parse(gunzipSync(stored).toString())).toEqual({ code: 0, data });
    const serializer = new EnvelopeSerializer();
    const zipped = serializer.serialize({ response: ok(SerializedReply.ofGzipped(stored)), acceptsGzip: true });
    expect(zipped.headers?.get(CONTENT_ENCODING_HEADER)).toBe('gzip');
    expect(zipped.data).toBe(stored);
    const plain = serializer.serialize({ response: ok(SerializedReply.ofGzipped(stored)) });
    expect(plain.headers).toBeUndefined();
    expect(envelopeCode(plain.data)).toBe(0);
    expect(JSON.parse(new TextDecoder().decode(plain.data))).toEqual({ code: 0, data });
    // A reply never stored gzipped, or any other envelope, goes as it is even to a caller that takes gzip.
    expect(serializer.serialize({ response: ok(SerializedReply.ofJson('[1]')), acceptsGzip: true }).headers).toBeUndefined();
    expect(serializer.serialize({ response: { code: 130003, data: {} }, acceptsGzip: true }).headers).toBeUndefined();
  });

  it('is parsed in full from an envelope written otherwise, and a body that is no envelope is refused', () => {
    expect(envelopeCode(bytes('{ "data": [1, 2], "code": 9001 }'))).toBe(9001);
    expect(envelopeCode(bytes('{"data":null,"code":0}'))).toBe(0);
    expect(() => envelopeCode(bytes('{"code":0,"data":{"cut":'))).toThrow();
    expect(() => envelopeCode(bytes('{"code":"0"}'))).toThrow();
    expect(() => envelopeCode(bytes('not json'))).toThrow();
  });
});
