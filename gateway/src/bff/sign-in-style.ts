/**
 * The colours of the shell's two themes that the sign-in page uses, as in libs/ui/src/theme/theme.ts
 * (and the link colours of its global style). The gateway may not import the browser's design
 * system (module boundaries: backend never imports frontend), so they are repeated here; the
 * browser test e2e/src/sign-in.int-spec.ts compares the page's colours with the shell's.
 */
const PALETTES = {
  light: {
    background: '#f4f6f9',
    surface: '#ffffff',
    text: '#1b2330',
    'text-muted': '#4d5868',
    border: '#cfd6e0',
    focus: '#1f5fbf',
    link: '#1a55ad',
    primary: '#1f5fbf',
    'primary-text': '#ffffff',
    'primary-soft': '#e3edfb',
    'primary-soft-text': '#143f80',
    danger: '#b3261e',
    'danger-soft': '#fbe6e4',
    'danger-soft-text': '#7d1a15',
  },
  dark: {
    background: '#11151c',
    surface: '#1a2029',
    text: '#e7ebf1',
    'text-muted': '#aab4c2',
    border: '#3a4555',
    focus: '#8cb8ff',
    link: '#8cb8ff',
    primary: '#3d7ee0',
    'primary-text': '#0b1220',
    'primary-soft': '#1d3150',
    'primary-soft-text': '#cfe0fb',
    danger: '#ff7b72',
    'danger-soft': '#3d1714',
    'danger-soft-text': '#ffd3cf',
  },
} as const;

type Scheme = keyof typeof PALETTES;

const variables = (scheme: Scheme) =>
  `color-scheme: ${scheme}; ${Object.entries(PALETTES[scheme])
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ')}`;

/**
 * The page's style sheet: the shell's font stack, card, inputs, button and alert, in the theme the
 * visitor chose in the shell (`data-theme`, set by SIGN_IN_SCRIPT) or else the system's. Below
 * 576 px (the shell's `sm` breakpoint) the page narrows its margins as the shell's pages do.
 */
export const SIGN_IN_STYLE = `
:root { ${variables('light')} }
@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { ${variables('dark')} } }
:root[data-theme='dark'] { ${variables('dark')} }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: var(--background); color: var(--text); font-family: system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', sans-serif; font-size: 15px; line-height: 1.5; }
a { color: var(--link); }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.55rem 1.1rem; background: var(--surface); border-bottom: 1px solid var(--border); }
.brand { font-weight: 800; font-size: 1.15rem; color: var(--text); text-decoration: none; }
.languages { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.languages a { padding: 0.35rem 0.7rem; border-radius: 6px; color: var(--text); text-decoration: none; font-weight: 500; }
.languages a:hover { background: var(--primary-soft); }
.languages a[aria-current] { font-weight: 700; background: var(--primary-soft); color: var(--primary-soft-text); }
main { max-width: 28rem; margin: 0 auto; padding: 2.5rem 1.1rem 3rem; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 10px; padding: 1.5rem 1.4rem; }
h1 { font-size: 2em; line-height: 1.25; margin: 0 0 0.75rem; }
.alert { margin: 0 0 1rem; padding: 0.8rem 1rem; border-radius: 6px; border-left: 4px solid var(--danger); background: var(--danger-soft); color: var(--danger-soft-text); }
label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
input:not([type='hidden']) { display: block; width: 100%; margin: 0 0 1rem; padding: 0.45rem 0.65rem; border: 1px solid var(--border); border-radius: 6px; background: var(--surface); color: var(--text); font: inherit; font-size: 1rem; }
input:focus-visible { outline-offset: 1px; }
button { display: block; width: 100%; margin-top: 1.4rem; padding: 0.65rem 1.4rem; border: 1px solid var(--primary); border-radius: 6px; background: var(--primary); color: var(--primary-text); font: inherit; font-size: 1.1rem; font-weight: 600; line-height: 1.3; cursor: pointer; }
button:hover { filter: brightness(1.08); }
.next { margin: 1.25rem 0 0; padding-top: 1rem; border-top: 1px solid var(--border); color: var(--text-muted); text-align: center; }
.next a { font-weight: 600; }
@media (max-width: 575.98px) { main { padding: 1.25rem 0.75rem 2rem; } .card { padding: 1.1rem 1rem; } }
`;
