import { API } from '@simbiz/contracts';
import { Badge, Card, Muted, useT } from '@simbiz/ui';
import { Link } from '@simbiz/web-kit';
import styled from 'styled-components';
import { useDateTime } from '../announcements/author-line';
import { pinnedFirst } from '../announcements/posts';
import { useLiveRead } from '../announcements/use-live-read';

/** The world home shows this many: the pinned first, then the latest. */
export const LATEST_ANNOUNCEMENTS = 3;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.3rem 0.7rem;
  h2 {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.8rem 0;
  li {
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    overflow-wrap: anywhere;
  }
  li > span {
    margin-left: 0.4rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** The latest announcements at a glance, with how many the viewer has not read, and the way to all of them. */
export function LatestAnnouncements({ worldId }: { worldId: string }) {
  const { t } = useT('course');
  const date = useDateTime();
  const [latest] = useLiveRead(API.announcements.list, { worldId, page: 1, pageSize: LATEST_ANNOUNCEMENTS }, 'announcements');
  if (!latest) return null;
  return (
    <Card aria-labelledby="announcements-heading" data-testid="latest-announcements">
      <Head>
        <h2 id="announcements-heading">{t('announcements.title')}</h2>
        {latest.unread > 0 ? (
          <Badge $variant="primary" data-testid="unread-count">
            {t('announcements.unreadCount', { count: latest.unread })}
          </Badge>
        ) : null}
      </Head>
      {latest.items.length === 0 ? (
        <Muted>{t('announcements.empty')}</Muted>
      ) : (
        <List>
          {pinnedFirst(latest.items).map((announcement) => (
            <li key={announcement.id}>
              <strong>{announcement.title}</strong>
              {announcement.pinned ? <Badge $variant="info">{t('posts.pinned')}</Badge> : null}
              {announcement.read ? null : <Badge $variant="primary">{t('announcements.unread')}</Badge>}
              <small>
                {announcement.author.displayName} · <time dateTime={announcement.createdAt}>{date(announcement.createdAt)}</time>
              </small>
            </li>
          ))}
        </List>
      )}
      <Link to={`/worlds/${worldId}/announcements`}>{t('announcements.all')}</Link>
    </Card>
  );
}
