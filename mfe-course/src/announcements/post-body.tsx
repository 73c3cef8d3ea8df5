import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/** Markdown's output in the page's look: headings a step down from the page's own, code, quotes, tables and lists. */
const Body = styled.div`
  line-height: 1.55;
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1em 0 0.4em;
    line-height: 1.3;
  }
  h1 {
    font-size: 1.2rem;
  }
  h2 {
    font-size: 1.1rem;
  }
  h3,
  h4,
  h5,
  h6 {
    font-size: 1rem;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 0.75em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  a {
    color: ${({ theme }) => theme.variants.primary.softText};
    text-decoration: underline;
  }
  code {
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: ${({ theme }) => theme.variants.tertiary.soft};
    color: ${({ theme }) => theme.variants.tertiary.softText};
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    max-width: 100%;
    padding: 0.7rem 0.8rem;
    border-radius: 6px;
    background: ${({ theme }) => theme.variants.tertiary.soft};
  }
  pre code {
    padding: 0;
    background: none;
  }
  blockquote {
    padding: 0.2em 0.9em;
    border-left: 4px solid ${({ theme }) => theme.border};
    color: ${({ theme }) => theme.textMuted};
  }
  /* A wide table scrolls in its own box, never the page (a phone). */
  table {
    display: block;
    overflow-x: auto;
    max-width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.3rem 0.55rem;
    border: 1px solid ${({ theme }) => theme.border};
    text-align: left;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.border};
  }
`;

/**
 * A post's text as worlds rendered and sanitised it (the only HTML a page shows). Its headings
 * count from below the post's own (`headingLevel`), so a Markdown `#` does not outrank the page's
 * title for a screen reader; links to other sites open in a new tab, without access to this one; a
 * code block or table that scrolls sideways can take the keyboard's focus.
 */
export function PostBody({ html, headingLevel }: { html: string; headingLevel: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.querySelectorAll<HTMLHeadingElement>('h1, h2, h3, h4, h5, h6').forEach((heading) => {
      heading.setAttribute('aria-level', String(Math.min(6, headingLevel + Number(heading.tagName.slice(1)))));
    });
    element.querySelectorAll<HTMLAnchorElement>('a[href^="http:"], a[href^="https:"]').forEach((link) => {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    });
    element.querySelectorAll<HTMLElement>('pre, table').forEach((wide) => {
      wide.tabIndex = 0;
    });
  }, [html, headingLevel]);
  return <Body ref={box} dangerouslySetInnerHTML={{ __html: html }} />;
}
