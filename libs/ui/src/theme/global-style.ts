import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.scheme}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.background};
    color: ${({ theme }) => theme.text};
    font-family: system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', sans-serif;
    font-size: 15px;
    line-height: 1.5;
  }
  a { color: ${({ theme }) => (theme.scheme === 'dark' ? '#8cb8ff' : '#1a55ad')}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.25; margin: 0 0 0.75rem; }
`;
