import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem 1rem;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
`;

/** A console page's title, with what acts on the whole page (refresh) beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {children ? <div>{children}</div> : null}
    </Header>
  );
}
