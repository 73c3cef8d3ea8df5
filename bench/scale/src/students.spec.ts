import { errorOf } from './students';

describe('a student’s read', () => {
  it('is an error unless the gateway answered 200 with an envelope of code 0', () => {
    expect(errorOf({ status: 200, envelope: { code: 0, data: {} } })).toBeNull();
    expect(errorOf({ status: 200, envelope: { code: 130003, data: null } })).toBe('code130003');
    expect(errorOf({ status: 504, envelope: { code: 0, data: null } })).toBe('http504');
    expect(errorOf({ status: 200, envelope: null })).toBe('noEnvelope');
  });
});
