import { AVATAR_SIZES_REM, avatarFeatures, avatarSizeRem, HAIR_STYLES, MOHAWK, MOUTHS } from './avatar-features';

describe('the avatar (sections 3 and 9)', () => {
  it('draws the same face for the same seed, and seed 1 by default', () => {
    expect(avatarFeatures('ada@example.org')).toEqual(avatarFeatures('ada@example.org'));
    expect(avatarFeatures()).toEqual(avatarFeatures(1));
    expect(avatarFeatures(1)).toEqual(avatarFeatures('1'));
  });

  it('uses 19 hair styles plus the mohawk and 6 mouths', () => {
    const hair = new Set<number>();
    const mouths = new Set<number>();
    for (let seed = 0; seed < 2000; seed++) {
      const face = avatarFeatures(seed);
      hair.add(face.hairStyle);
      mouths.add(face.mouth);
    }
    expect(hair.size).toBe(HAIR_STYLES + 1);
    expect(hair.has(MOHAWK)).toBe(true);
    expect(mouths.size).toBe(MOUTHS);
  });

  it('sizes from 1 to 6 rem, or a custom size', () => {
    expect(Object.values(AVATAR_SIZES_REM)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(avatarSizeRem('2xl')).toBe(6);
    expect(avatarSizeRem(2.5)).toBe(2.5);
  });
});
