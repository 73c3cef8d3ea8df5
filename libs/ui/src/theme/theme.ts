/** Breakpoints in pixels; below `sm` the shell shows its mobile menu and tabs become a select list. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const media = {
  belowSm: `@media (max-width: ${BREAKPOINTS.sm - 0.02}px)`,
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
} as const;

export type Variant = 'primary' | 'secondary' | 'tertiary' | 'success' | 'danger' | 'warning' | 'info';

export interface Palette {
  scheme: 'light' | 'dark';
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  focus: string;
  overlay: string;
  variants: Record<Variant, { background: string; text: string; soft: string; softText: string }>;
}

// Text on every background meets WCAG AA contrast (4.5:1); the browser tests scan with axe.
export const lightTheme: Palette = {
  scheme: 'light',
  background: '#f4f6f9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  text: '#1b2330',
  textMuted: '#4d5868',
  border: '#cfd6e0',
  focus: '#1f5fbf',
  overlay: 'rgba(15, 20, 30, 0.55)',
  variants: {
    primary: { background: '#1f5fbf', text: '#ffffff', soft: '#e3edfb', softText: '#143f80' },
    secondary: { background: '#4d5868', text: '#ffffff', soft: '#eceff3', softText: '#2d3540' },
    tertiary: { background: '#e6e9ee', text: '#1b2330', soft: '#f1f3f6', softText: '#1b2330' },
    success: { background: '#19703d', text: '#ffffff', soft: '#e2f3e8', softText: '#114d2a' },
    danger: { background: '#b3261e', text: '#ffffff', soft: '#fbe6e4', softText: '#7d1a15' },
    warning: { background: '#8a5a00', text: '#ffffff', soft: '#fdf1d8', softText: '#5e3d00' },
    info: { background: '#0b6a80', text: '#ffffff', soft: '#dff2f6', softText: '#074a59' },
  },
};

export const darkTheme: Palette = {
  scheme: 'dark',
  background: '#11151c',
  surface: '#1a2029',
  surfaceRaised: '#222a35',
  text: '#e7ebf1',
  textMuted: '#aab4c2',
  border: '#3a4555',
  focus: '#8cb8ff',
  overlay: 'rgba(0, 0, 0, 0.65)',
  variants: {
    primary: { background: '#3d7ee0', text: '#0b1220', soft: '#1d3150', softText: '#cfe0fb' },
    secondary: { background: '#aab4c2', text: '#11151c', soft: '#2a323e', softText: '#dde3ea' },
    tertiary: { background: '#2a323e', text: '#e7ebf1', soft: '#222a35', softText: '#e7ebf1' },
    success: { background: '#4cc27a', text: '#0b1a10', soft: '#17331f', softText: '#c6efd4' },
    danger: { background: '#ff7b72', text: '#240806', soft: '#3d1714', softText: '#ffd3cf' },
    warning: { background: '#e6a935', text: '#1f1400', soft: '#3a2a0a', softText: '#fbe3b3' },
    info: { background: '#4cc1d9', text: '#051a1f', soft: '#0f3139', softText: '#c7eef6' },
  },
};

declare module 'styled-components' {
  // Every styled component receives the palette of the active colour scheme as its theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  export interface DefaultTheme extends Palette {}
}
