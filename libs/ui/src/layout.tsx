import { type RefObject, type TableHTMLAttributes, useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
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

/** The box a table scrolls sideways in when it is wider than its column (a phone), so the page never does. */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

const TableGrid = styled.table<{ $wrapOnPhone: boolean }>`
  width: 100%;
  border-collapse: collapse;
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
  /* A column's heading may take two lines; its figures keep to one. */
  thead th {
    white-space: normal;
    vertical-align: bottom;
  }
  ${media.belowSm} {
    th,
    td {
      padding: 0.45rem 0.4rem;
      white-space: ${({ $wrapOnPhone }) => ($wrapOnPhone ? 'normal' : 'nowrap')};
    }
  }
`;

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /**
   * On a phone the cells wrap their text (names, lists, long Thai words) instead of widening the
   * table. Leave it off where a cell holds a figure that must stay on one line: a negative amount
   * in Thai or Chinese ("-US$1,234.00") may break after its sign.
   */
  wrapOnPhone?: boolean;
}

/** Whether the box is wider inside than outside (it scrolls sideways), following its size and its first child's. */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

/**
 * A plain data table: header row, rows with a line between them. When it is wider than its column
 * it scrolls sideways in a box of its own, which then takes keyboard focus so it can be scrolled
 * without a mouse (axe: scrollable-region-focusable).
 */
export function Table({ wrapOnPhone = false, ...props }: TableProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <TableScroll ref={box} tabIndex={scrolls ? 0 : undefined}>
      <TableGrid $wrapOnPhone={wrapOnPhone} {...props} />
    </TableScroll>
  );
}

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

/** How a form field looks (a select list, or an input styled where it is used: a search box, a date). */
export const fieldStyle = css`
  width: 100%;
  padding: 0.45rem 0.6rem;
  margin-bottom: 0.9rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font: inherit;
`;

export const Select = styled.select`
  ${fieldStyle}
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
