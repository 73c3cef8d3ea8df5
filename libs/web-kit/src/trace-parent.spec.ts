import { newTraceParent } from './trace-parent';

describe('newTraceParent', () => {
  it('writes a W3C traceparent: version 00, a 32-digit trace id, a 16-digit parent id, sampled', () => {
    const value = newTraceParent();
    expect(value).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(newTraceParent()).not.toBe(value);
  });

  it('never sends an all-zero id, which the format forbids', () => {
    const value = newTraceParent((bytes) => bytes.fill(0));
    expect(value).toBe(`00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`);
  });
});
