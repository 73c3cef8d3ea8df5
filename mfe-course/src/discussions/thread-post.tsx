import type { ThreadWithReplies } from '@simbiz/contracts';
import { Badge, Button, Card, Row, useT } from '@simbiz/ui';
import { useState } from 'react';
import { PostHead, PostText } from '../announcements/announcement-item';
import { AuthorLine } from '../announcements/author-line';
import { PostBody } from '../announcements/post-body';
import { type ThreadDraft, ThreadForm } from './thread-form';

export interface ThreadPostActions {
  save: (draft: ThreadDraft, saved: () => void) => void;
  remove: () => void;
  pin: (pinned: boolean) => void;
}

/**
 * The thread's own post: title (the page's heading), pinned or not, author and date, its text; the
 * buttons the viewer may use: edit and delete as the server allows, pin for managers.
 */
export function ThreadPost({ view, actions }: { view: ThreadWithReplies; actions: ThreadPostActions }) {
  const { t } = useT('course');
  const [editing, setEditing] = useState(false);
  const { thread, canPin } = view;
  return (
    <Card as="article" aria-labelledby="thread-title" data-testid="thread-post">
      <PostHead>
        <h1 id="thread-title">{thread.title}</h1>
        {thread.pinned ? <Badge $variant="info">{t('posts.pinned')}</Badge> : null}
      </PostHead>
      <AuthorLine author={thread.author} at={thread.createdAt} editedAt={thread.editedAt} />
      {editing ? (
        <PostText>
          <h2>{t('discussions.editHeading')}</h2>
          <ThreadForm
            initial={{ title: thread.title, body: thread.body }}
            submitText={t('common:messageBox.save')}
            save={(draft, saved) => actions.save(draft, () => (saved(), setEditing(false)))}
            cancel={() => setEditing(false)}
          />
        </PostText>
      ) : (
        <>
          <PostText>
            <PostBody html={thread.html} headingLevel={1} />
          </PostText>
          <Row>
            {thread.canEdit ? (
              <Button size="sm" variant="secondary" outline onClick={() => setEditing(true)}>
                {t('posts.edit')}
              </Button>
            ) : null}
            {canPin ? (
              <Button size="sm" variant="secondary" outline onClick={() => actions.pin(!thread.pinned)}>
                {t(thread.pinned ? 'posts.unpin' : 'posts.pin')}
              </Button>
            ) : null}
            {thread.canDelete ? (
              <Button size="sm" variant="danger" outline onClick={actions.remove}>
                {t('posts.delete')}
              </Button>
            ) : null}
          </Row>
        </>
      )}
    </Card>
  );
}
