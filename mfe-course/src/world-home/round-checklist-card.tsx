import { Badge, Card, useT } from '@simbiz/ui';
import { Link } from '@simbiz/web-kit';
import styled from 'styled-components';
import { useRoundChecklist } from './use-round-checklist';

/** This round's decisions of the caller's team: what is done and what is left, each with the way to its page. */
export function RoundChecklistCard({ worldId, round }: { worldId: string; round: number }) {
  const { t } = useT('course');
  const items = useRoundChecklist(worldId, undefined, round);
  if (!items) return null;
  return (
    <Card aria-labelledby="checklist-heading" data-testid="round-checklist">
      <h2 id="checklist-heading">{t('checklist.title', { round })}</h2>
      <List>
        {items.map((item) => (
          <li key={item.key} data-item={item.key} data-done={item.done}>
            <Badge $variant={item.done ? 'success' : 'secondary'}>{t(item.done ? 'checklist.done' : 'checklist.todo')}</Badge>{' '}
            <Link to={`/worlds/${worldId}/operating/${item.path}`}>{t(`checklist.${item.key}`)}</Link>
            {item.optional ? <span> {t('checklist.optional')}</span> : null}
          </li>
        ))}
      </List>
    </Card>
  );
}

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 0.35rem 0;
  }
`;
