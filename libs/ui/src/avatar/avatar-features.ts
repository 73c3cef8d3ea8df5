/** Avatar generation from a seed (sections 3 and 9): the same seed always draws the same face. */
export const HAIR_STYLES = 19;
/** Hair style index of the mohawk, drawn on top of the 19 regular styles. */
export const MOHAWK = HAIR_STYLES;
export const MOUTHS = 6;
export const AVATAR_SCALE = 90;
export const AVATAR_TRANSLATE_Y = 5;

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
/** Size classes from 1 to 6 rem. */
export const AVATAR_SIZES_REM: Record<AvatarSize, number> = { xs: 1, sm: 2, md: 3, lg: 4, xl: 5, '2xl': 6 };

const SKINS = ['#f3d2b3', '#e8b98f', '#c98e62', '#a46a43', '#7a4a2c', '#f6dcc9'];
const HAIR_COLORS = ['#2b1d14', '#5a3825', '#8d5a2b', '#c48a3f', '#e0c27a', '#7b7b7b', '#b1342b', '#2f3e8f'];
const BACKGROUNDS = ['#cfe3ff', '#d8f0dc', '#ffe3c2', '#f2d5f5', '#d3eef2', '#f7d9d9', '#e6e1ff', '#fff2b8'];

export interface AvatarFeatures {
  skin: string;
  hairStyle: number;
  hairColor: string;
  mouth: number;
  background: string;
  eyesWide: boolean;
}

/** A 32-bit hash of the seed's text (FNV-1a), then a small PRNG (mulberry32) for the picks. */
function streamFrom(seed: string | number): () => number {
  let hash = 0x811c9dc5;
  for (const char of String(seed)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function avatarFeatures(seed: string | number = 1): AvatarFeatures {
  const next = streamFrom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return {
    skin: pick(SKINS),
    // 19 styles plus the mohawk: 20 equally likely choices.
    hairStyle: Math.floor(next() * (HAIR_STYLES + 1)),
    hairColor: pick(HAIR_COLORS),
    mouth: Math.floor(next() * MOUTHS),
    background: pick(BACKGROUNDS),
    eyesWide: next() < 0.5,
  };
}

export function avatarSizeRem(size: AvatarSize | number | undefined): number {
  if (typeof size === 'number') return size;
  return AVATAR_SIZES_REM[size ?? 'md'];
}
