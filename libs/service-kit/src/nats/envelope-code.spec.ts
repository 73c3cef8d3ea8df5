import { ok } from '@simbiz/contracts';
import { EnvelopeSerializer, SerializedReply } from './wire';
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
    const sent = new EnvelopeSerializer().serialize({ response: ok(new SerializedReply(JSON.stringify(data))) }).data;
    expect(envelopeCode(sent)).toBe(0);
    expect(JSON.parse(new TextDecoder().decode(sent))).toEqual({ code: 0, data });
  });

  it('is parsed in full from an envelope written otherwise, and a body that is no envelope is refused', () => {
    expect(envelopeCode(bytes('{ "data": [1, 2], "code": 9001 }'))).toBe(9001);
    expect(envelopeCode(bytes('{"data":null,"code":0}'))).toBe(0);
    expect(() => envelopeCode(bytes('{"code":0,"data":{"cut":'))).toThrow();
    expect(() => envelopeCode(bytes('{"code":"0"}'))).toThrow();
    expect(() => envelopeCode(bytes('not json'))).toThrow();
  });
});
