import { useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type BaikeArticleId, baikeLink } from './baike-link';
import { Link } from './router';

const Mark = styled(Link)`
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
  const { t } = useT();
  return t('help.label', { topic: t(`help.topics.${article}`) });
}

/** A small round "?" that leads to the Simspedia article about what the page (or field) beside it shows. */
export function HelpLink({ article }: { article: BaikeArticleId }) {
  const label = useHelpLabel(article);
  return (
    <Mark to={baikeLink(article)} aria-label={label} title={label} data-testid={`help-${article}`}>
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
