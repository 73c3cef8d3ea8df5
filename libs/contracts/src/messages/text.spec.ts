import { screenplayIdSchema, textSchema } from './text';

describe('texts people type, and screenplay ids', () => {
  it('trims names and refuses NUL and every other control character in them', () => {
    const name = textSchema({ min: 1, max: 60 });
    expect(name.parse('  Summit ')).toBe('Summit');
    expect(name.parse('山峰 ภูเขา')).toBe('山峰 ภูเขา');
    for (const bad of ['a\u0000b', 'tab\there', 'two\nlines', 'bell\u0007', 'del\u007f']) expect(name.safeParse(bad).success).toBe(false);
    expect(name.safeParse('   ').success).toBe(false);
  });

  it('keeps line breaks and tabs in multi-line texts, but not NUL', () => {
    const description = textSchema({ max: 500, multiline: true });
    expect(description.parse('first line\nsecond\tline')).toBe('first line\nsecond\tline');
    expect(description.safeParse('a\u0000b').success).toBe(false);
  });

  it('takes screenplay ids as the screenplay schema writes them', () => {
    expect(screenplayIdSchema.safeParse('central').success).toBe(true);
    expect(screenplayIdSchema.safeParse('shop-mall-2').success).toBe(true);
    for (const bad of ['', 'Central', '2nd', 'a\u0000', 'x'.repeat(41), 'a b']) expect(screenplayIdSchema.safeParse(bad).success).toBe(false);
  });
});
