import styled, { keyframes } from 'styled-components';
import { media } from './theme/theme';

/** The main column of a page. */
export const Page = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1.1rem 3rem;
  ${media.belowSm} {
    padding: 1rem 0.75rem 2rem;
  }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 10px;
  padding: 1.1rem 1.2rem;
  margin-bottom: 1rem;
  h2 {
    font-size: 1.1rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: center;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.textMuted};
  margin: 0.2rem 0 0.8rem;
`;

/** A plain data table: header row, zebra rows, scrolls sideways on small screens. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  display: block;
  overflow-x: auto;
  th,
  td {
    padding: 0.5rem 0.6rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    white-space: nowrap;
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.textMuted};
  }
  @media (min-width: 40rem) {
    display: table;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 1.4rem;
  height: 1.4rem;
  border: 3px solid ${({ theme }) => theme.textMuted};
  border-top-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A busy indicator with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}

/** A labelled form control other than a text input (select, checkbox group, date). */
export const FieldLabel = styled.label`
  display: block;
  margin-bottom: 0.25rem;
  font-weight: 600;
`;

export const Select = styled.select`
  width: 100%;
  padding: 0.45rem 0.6rem;
  margin-bottom: 0.9rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
`;

export const Badge = styled.span<{ $variant?: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ theme, $variant }) => theme.variants[$variant ?? 'secondary'].soft};
  color: ${({ theme, $variant }) => theme.variants[$variant ?? 'secondary'].softText};
`;

/** The row of an area's sections above each of its pages; the link of the current section is `.active`. */
export const SectionLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  a {
    color: ${({ theme }) => theme.variants.primary.softText};
  }
  a.active {
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.text};
  }
`;
