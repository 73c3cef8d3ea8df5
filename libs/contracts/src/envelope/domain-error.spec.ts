import { z } from 'zod';
import { DomainError } from './domain-error';
import { anyEnvelopeSchema, envelopeSchema, isSuccess, ok } from './envelope';

describe('the response envelope', () => {
  it('wraps data with code 0 and validates a typed envelope', () => {
    const schema = envelopeSchema(z.object({ id: z.string() }));
    expect(schema.parse(ok({ id: 'w1' }))).toEqual({ code: 0, data: { id: 'w1' } });
    expect(schema.safeParse({ code: 0.5, data: { id: 'w1' } }).success).toBe(false);
    expect(anyEnvelopeSchema.safeParse({ data: {} }).success).toBe(false);
    expect(isSuccess(ok(1))).toBe(true);
  });
});

describe('DomainError', () => {
  it('crosses a process as a code plus parameters and comes back the same', () => {
    const error = new DomainError(110011, { count: 30 });
    const wire = JSON.parse(JSON.stringify(error.toEnvelope()));
    expect(wire).toEqual({ code: 110011, data: { params: { count: 30 } } });
    const back = DomainError.fromEnvelope(wire);
    expect(back).toBeInstanceOf(DomainError);
    expect(back.code).toBe(110011);
    expect(back.params).toEqual({ count: 30 });
    expect(back.message).toBe('memberLimitPerSimulation (110011)');
  });

  it('keeps details, and survives an envelope whose data is not error data', () => {
    const issues = [{ path: ['name'], message: 'Required' }];
    expect(new DomainError(9001, {}, issues).toEnvelope()).toEqual({ code: 9001, data: { details: issues } });
    const odd = DomainError.fromEnvelope({ code: 1, data: 'boom' });
    expect(odd.code).toBe(1);
    expect(odd.details).toBe('boom');
  });
});
