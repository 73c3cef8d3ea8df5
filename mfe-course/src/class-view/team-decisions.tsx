import { Badge, useT } from '@simbiz/ui';
import styled from 'styled-components';
import { Hidden } from './hidden';
import type { ChecklistItem } from '../world-home/round-checklist';

/** The checklist in a table cell: one badge per step, done or still to do. */
export function TeamDecisions({ items }: { items: ChecklistItem[] | null }) {
  const { t } = useT('course');
  if (!items) return <span>…</span>;
  return (
    <Steps>
      {items.map((item) => (
        <Badge key={item.key} $variant={item.done ? 'success' : item.optional ? 'secondary' : 'warning'} data-item={item.key} data-done={item.done}>
          {t(`classView.step.${item.key}`)}
          <Hidden> {t(item.done ? 'checklist.done' : 'checklist.todo')}</Hidden>
        </Badge>
      ))}
    </Steps>
  );
}

/** Whether every step a round needs is done (the optional ones aside). */
export function decided(items: readonly ChecklistItem[]): boolean {
  return items.every((item) => item.done || item.optional);
}

/* Positioned, so the hidden words stay inside the table's scrolling box. */
const Steps = styled.span`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
