import type { BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import { HelpLink } from '@simbiz/web-kit/src/help-link';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin-bottom: 0.5rem;
  h2 {
    margin: 0;
  }
`;

/** A card's heading (h2) with the help icon of its Simspedia article beside it. */
export function TitleWithHelp({ children, help }: { children: ReactNode; help: BaikeArticleId }) {
  return (
    <TitleRow>
      <h2>{children}</h2>
      <HelpLink article={help} />
    </TitleRow>
  );
}

/** A form's title, a heading under its card's (h2). */
export const FormTitle = styled.h3`
  font-size: 1rem;
  margin-top: 1.25rem;
`;
