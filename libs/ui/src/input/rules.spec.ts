import { validateValue } from './rules';

const file = (name: string, type: string, kb: number, size?: [number, number]) => ({
  name,
  type,
  sizeBytes: kb * 1024,
  ...(size ? { width: size[0], height: size[1] } : {}),
});

describe('the validation rule set (section 5)', () => {
  it.each([
    ['required', '', { required: true }, {}],
    ['min', 'ab', { min: 3 }, { length: 3 }],
    ['max', 'abcd', { max: 3 }, { length: 3 }],
    ['range', '11', { range: [1, 10] as const }, { min: 1, max: 10 }],
    ['between', '0', { between: [1, 10] as const }, { min: 1, max: 10 }],
    ['min_value', '0', { min_value: 1 }, { min: 1 }],
    ['max_value', '11', { max_value: 10 }, { max: 10 }],
    ['length', 'abc', { length: 4 }, { length: 4 }],
    ['digits', '12a', { digits: 3 }, { length: 3 }],
    ['integer', '1.5', { integer: true }, {}],
    ['numeric', '-1', { numeric: true }, {}],
    ['decimal', '1.234', { decimal: 2 }, { decimals: 2 }],
    ['alpha', 'ab1', { alpha: true }, {}],
    ['alpha_dash', 'a b', { alpha_dash: true }, {}],
    ['alpha_num', 'a-b', { alpha_num: true }, {}],
    ['alpha_spaces', 'a1', { alpha_spaces: true }, {}],
    ['email', 'not-an-email', { email: true }, {}],
    ['url', 'javascript:alert(1)', { url: true }, {}],
    ['phone', '12', { phone: true }, {}],
    ['ip', '300.1.1.1', { ip: true }, {}],
    ['regex', 'abc', { regex: /^\d+$/ }, {}],
    ['confirmed', 'a', { confirmed: 'b' }, {}],
    ['is', 'a', { is: 'b' }, { other: 'b' }],
    ['is_not', 'a', { is_not: 'a' }, { other: 'a' }],
    ['one_of', 'c', { one_of: ['a', 'b'] }, {}],
    ['not_one_of', 'a', { not_one_of: ['a', 'b'] }, {}],
    ['requireDigit', 'abc', { requireDigit: true }, {}],
    ['requireLowercase', 'ABC', { requireLowercase: true }, {}],
    ['requireUppercase', 'abc', { requireUppercase: true }, {}],
    ['requireNonAlphanumeric', 'abc1', { requireNonAlphanumeric: true }, {}],
    ['requiredUniqueChars', 'aaab', { requiredUniqueChars: 3 }, { count: 3 }],
  ])('%s refuses %p', (rule, value, rules, params) => {
    expect(validateValue(value, rules)).toEqual({ rule, params });
  });

  it.each([
    ['required', 'x', { required: true }],
    ['between', '5', { between: [1, 10] as const }],
    ['decimal', '1.25', { decimal: 2 }],
    ['alpha', 'ไทย', { alpha: true }],
    ['email', 'ada@example.org', { email: true }],
    ['url', 'https://example.org/x', { url: true }],
    ['phone', '+66 2 123 4567', { phone: true }],
    ['ip', '2001:db8::1', { ip: true }],
    ['confirmed', 'same', { confirmed: 'same' }],
    ['requiredUniqueChars', 'abc', { requiredUniqueChars: 3 }],
  ])('%s accepts %p', (_rule, value, rules) => {
    expect(validateValue(value, rules)).toBeNull();
  });

  it('judges an empty value only by required', () => {
    expect(validateValue('', { min: 3, email: true })).toBeNull();
  });

  it('checks files: image extensions, mime types, extensions, size in KB and dimensions', () => {
    expect(validateValue(file('a.webp', 'image/webp', 1), { image: true })).toBeNull();
    expect(validateValue(file('a.pdf', 'application/pdf', 1), { image: true })).toEqual({ rule: 'image', params: {} });
    expect(validateValue(file('a.png', 'image/png', 1), { mimes: ['image/*'] })).toBeNull();
    expect(validateValue(file('a.csv', 'text/csv', 1), { ext: ['json', 'yaml'] })).toEqual({ rule: 'ext', params: { extensions: 'json, yaml' } });
    expect(validateValue(file('a.png', 'image/png', 300), { size: 200 })).toEqual({ rule: 'size', params: { size: 200 } });
    expect(validateValue(file('a.png', 'image/png', 1, [64, 32]), { dimensions: [64, 64] })).toEqual({ rule: 'dimensions', params: { width: 64, height: 64 } });
  });

  it('reports the first broken rule in the order written', () => {
    expect(validateValue('a', { min: 3, email: true })?.rule).toBe('min');
  });
});
