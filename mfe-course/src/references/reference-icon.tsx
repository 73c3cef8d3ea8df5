import type { Variant } from '@simbiz/ui';
import styled from 'styled-components';
import type { ReferenceIcon } from './reference-files';

/** Each icon's colour: a kind told apart at a glance (PDF red, sheets green, slides amber), in the theme's palette. */
const TONE: Record<ReferenceIcon, Variant> = {
  link: 'info',
  image: 'info',
  pdf: 'danger',
  sheet: 'success',
  slides: 'warning',
  archive: 'secondary',
  text: 'primary',
  document: 'primary',
};

const Svg = styled.svg<{ $tone: Variant }>`
  display: block;
  width: 1.75rem;
  height: 1.75rem;
  fill: none;
  stroke: ${({ theme, $tone }) => theme.variants[$tone].background};
  stroke-width: 1.6;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** A page with its corner folded, the outline of every file icon. */
const PAGE = 'M6 2.5h8l5.5 5.5v12a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V4A1.5 1.5 0 0 1 6 2.5zM14 2.5V8h5.5';

/** What is drawn inside the page, by kind. */
const INSIDE: Partial<Record<ReferenceIcon, string>> = {
  pdf: 'M8 12.5h8M8 15.5h8M8 18.5h5',
  text: 'M8 12.5h8M8 15.5h8M8 18.5h5',
  document: 'M8 12.5h8M8 15.5h8M8 18.5h5',
  sheet: 'M7.5 11.5h9v7h-9zM7.5 15h9M12 11.5v7',
  slides: 'M7.5 11.5h9v5.5h-9zM12 17v2.5',
  archive: 'M11 4v2M13 6v2M11 8v2M13 10v2M11 12v2M10.5 15h3v3h-3z',
};

/**
 * A reference's icon, drawn rather than an emoji: a machine without a colour emoji font (many Linux
 * desktops, Debian's Chromium here) shows an emoji as an empty box. Decorative: the kind is also
 * said in words beside it.
 */
export function ReferenceIconGlyph({ icon }: { icon: ReferenceIcon }) {
  return (
    <Svg $tone={TONE[icon]} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={icon}>
      {icon === 'link' ? (
        <path d="M10 13.5a4.5 4.5 0 0 0 6.8.5l2.7-2.7a4.5 4.5 0 0 0-6.4-6.4l-1.5 1.5M14 10.5a4.5 4.5 0 0 0-6.8-.5l-2.7 2.7a4.5 4.5 0 0 0 6.4 6.4l1.5-1.5" />
      ) : icon === 'image' ? (
        <path d="M4.5 4.5h15v15h-15zM4.5 16l4.5-4.5 4 4 2.5-2.5 4 4M15 9.5a1.5 1.5 0 1 0 0-.01" />
      ) : (
        <path d={`${PAGE}${INSIDE[icon] ?? ''}`} />
      )}
    </Svg>
  );
}
