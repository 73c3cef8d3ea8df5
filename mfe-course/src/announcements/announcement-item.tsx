import type { Announcement } from '@simbiz/contracts';
import { Badge, Button, Card, Row, useT } from '@simbiz/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { AuthorLine } from './author-line';
import { PostBody } from './post-body';

export const PostHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.3rem 0.6rem;
  margin-bottom: 0.6rem;
  h2,
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const PostText = styled.div`
  margin: 0.8rem 0;
`;

export interface AnnouncementActions {
  edit: () => void;
  pin: (pinned: boolean) => void;
  remove: () => void;
}

/** One announcement: title, markers (pinned, unread), author and date, the message; a manager's buttons. */
export function AnnouncementItem({ announcement, actions }: { announcement: Announcement; actions: AnnouncementActions | null }) {
  const { t } = useT('course');
  const headingId = useId();
  const { title, pinned, read } = announcement;
  return (
    <Card as="article" aria-labelledby={headingId} data-testid="announcement">
      <PostHead>
        <h2 id={headingId}>{title}</h2>
        {pinned ? <Badge $variant="info">{t('posts.pinned')}</Badge> : null}
        {read ? null : (
          <Badge $variant="primary" data-testid="unread">
            {t('announcements.unread')}
          </Badge>
        )}
      </PostHead>
      <AuthorLine author={announcement.author} at={announcement.createdAt} editedAt={announcement.editedAt} />
      <PostText>
        <PostBody html={announcement.html} headingLevel={2} />
      </PostText>
      {actions ? (
        <Row>
          <Button size="sm" variant="secondary" outline onClick={actions.edit} aria-label={t('posts.editOf', { title })}>
            {t('posts.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            outline
            onClick={() => actions.pin(!pinned)}
            aria-label={t(pinned ? 'posts.unpinOf' : 'posts.pinOf', { title })}
          >
            {t(pinned ? 'posts.unpin' : 'posts.pin')}
          </Button>
          <Button size="sm" variant="danger" outline onClick={actions.remove} aria-label={t('posts.deleteOf', { title })}>
            {t('posts.delete')}
          </Button>
        </Row>
      ) : null}
    </Card>
  );
}
