import { useT } from '@simbiz/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
// This file is imported by path (`@simbiz/web-kit/src/help-link`), so each area bundles its own copy
// and the shell's first page carries none of it. What holds the page's state must then come from
// the shared web-kit instance, not from a copy: the shell's services (its `navigate`).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useShell } from '@simbiz/web-kit';
import { type BaikeArticleId, baikeLink } from './baike-link';

const Mark = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  /* A touch target of at least 24 × 24 px (WCAG 2.5.8), whatever the text size. */
  width: max(1.75rem, 24px);
  height: max(1.75rem, 24px);
  border-radius: 50%;
  border: 2px solid currentColor;
  background: ${({ theme }) => theme.variants.primary.soft};
  color: ${({ theme }) => theme.variants.primary.softText};
  font-size: 0.95rem;
  font-weight: 700;
  line-height: 1;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.variants.primary.background};
    color: ${({ theme }) => theme.variants.primary.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.focus};
    outline-offset: 2px;
  }
`;

/** The accessible name of the help icon of an article, e.g. "About value propositions in Simspedia". */
export function useHelpLabel(article: BaikeArticleId): string {
  // The `help` namespace is the areas' (each registers it with its own texts), not the shell's first page.
  const { t } = useT('help');
  return t('label', { topic: t(`topics.${article}`) });
}

/** A small round "?" that leads to the Simspedia article about what the page (or field) beside it shows. */
export function HelpLink({ article }: { article: BaikeArticleId }) {
  const label = useHelpLabel(article);
  const { navigate } = useShell();
  const to = baikeLink(article);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click stays in the page (the shell's router); a modified one opens a tab as links do.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Mark href={to} onClick={follow} aria-label={label} title={label} data-testid={`help-${article}`}>
      <span aria-hidden="true">?</span>
    </Mark>
  );
}

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin: 0 0 0.75rem;
  h1 {
    margin: 0;
  }
`;

/** A page's title (its h1), with the help icon of its Simspedia article beside it when there is one. */
export function PageTitle({ children, help }: { children: ReactNode; help?: BaikeArticleId }) {
  if (!help) return <h1>{children}</h1>;
  return (
    <TitleRow>
      <h1>{children}</h1>
      <HelpLink article={help} />
    </TitleRow>
  );
}
