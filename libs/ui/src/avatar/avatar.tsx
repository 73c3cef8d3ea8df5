import styled from 'styled-components';
import type { Variant } from '../theme/theme';
import { AVATAR_SCALE, AVATAR_TRANSLATE_Y, type AvatarFeatures, type AvatarSize, avatarFeatures, avatarSizeRem, MOHAWK } from './avatar-features';

const Frame = styled.span<{ $rem: number }>`
  position: relative;
  display: inline-block;
  width: ${({ $rem }) => $rem}rem;
  height: ${({ $rem }) => $rem}rem;
  flex: none;
  img,
  svg {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    display: block;
  }
`;

const Badge = styled.span<{ $variant: Variant; $left?: boolean; $top?: boolean }>`
  position: absolute;
  ${({ $left }) => ($left ? 'left: -2px;' : 'right: -2px;')}
  ${({ $top }) => ($top ? 'top: -2px;' : 'bottom: -2px;')}
  min-width: 1.1em;
  padding: 0 0.3em;
  border-radius: 999px;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1.1rem;
  text-align: center;
  background: ${({ theme, $variant }) => theme.variants[$variant].background};
  color: ${({ theme, $variant }) => theme.variants[$variant].text};
`;

function hairPath(style: number): string {
  if (style === MOHAWK) return 'M44 4 L56 4 L58 34 L42 34 Z';
  // Nineteen regular styles: crown height, side length and fringe shape vary with the index.
  const crown = 10 + (style % 5) * 3;
  const side = 34 + Math.floor(style / 5) * 12;
  const fringe = style % 2 === 0 ? 'Q50 30 70 34' : 'L70 30';
  return `M22 ${side} Q20 ${crown} 50 ${crown} Q80 ${crown} 78 ${side} L74 34 ${fringe} L30 34 Z`;
}

const MOUTH_PATHS = [
  'M40 66 Q50 74 60 66',
  'M40 68 L60 68',
  'M42 66 Q50 70 58 66 Q50 76 42 66',
  'M44 68 Q50 64 56 68',
  'M40 65 Q50 78 60 65 Z',
  'M45 66 a5 4 0 1 0 10 0 a5 4 0 1 0 -10 0',
];

function Face({ features }: { features: AvatarFeatures }) {
  const eye = features.eyesWide ? 3.5 : 2.5;
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect width="100" height="100" fill={features.background} />
      <g transform={`translate(${(100 - AVATAR_SCALE) / 2} ${(100 - AVATAR_SCALE) / 2 + AVATAR_TRANSLATE_Y}) scale(${AVATAR_SCALE / 100})`}>
        <rect x="38" y="72" width="24" height="20" fill={features.skin} />
        <ellipse cx="50" cy="52" rx="28" ry="32" fill={features.skin} />
        <path d={hairPath(features.hairStyle)} fill={features.hairColor} />
        <circle cx="40" cy="50" r={eye} fill="#1b2330" />
        <circle cx="60" cy="50" r={eye} fill="#1b2330" />
        <path d={MOUTH_PATHS[features.mouth]} stroke="#6b2b2b" strokeWidth="2.5" fill={features.mouth === 4 ? '#6b2b2b' : 'none'} strokeLinecap="round" />
      </g>
    </svg>
  );
}

export interface AvatarProps {
  /** String or number; 1 when absent. */
  seed?: string | number;
  src?: string;
  /** What the picture shows; empty when the person's name is written beside it (decorative). */
  alt: string;
  size?: AvatarSize | number;
  badge?: string | number;
  badgeVariant?: Variant;
  badgeLeft?: boolean;
  badgeTop?: boolean;
}

/** A picture of a person: their image, or a face drawn from their seed. */
export function Avatar({ seed = 1, src, alt, size, badge, badgeVariant = 'primary', badgeLeft, badgeTop }: AvatarProps) {
  const rem = avatarSizeRem(size);
  return (
    <Frame $rem={rem} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} data-size={typeof size === 'string' ? size : undefined}>
      {src ? <img src={src} alt="" /> : <Face features={avatarFeatures(seed)} />}
      {badge !== undefined ? (
        <Badge $variant={badgeVariant} $left={badgeLeft} $top={badgeTop}>
          {badge}
        </Badge>
      ) : null}
    </Frame>
  );
}
