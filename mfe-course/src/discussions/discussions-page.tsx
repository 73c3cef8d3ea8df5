import { API, type ThreadSummary } from '@simbiz/contracts';
import { Badge, Button, Card, Muted, Spinner, toasts, useT } from '@simbiz/ui';
import { Link, useApi, useNavigate } from '@simbiz/web-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AuthorLine, useDateTime } from '../announcements/author-line';
import { PostHead } from '../announcements/announcement-item';
import { Pager } from '../announcements/pager';
import { pageCount, pinnedFirst } from '../announcements/posts';
import { useLiveRead } from '../announcements/use-live-read';
import { useCurrentWorld } from '../common/use-loaded-world';
import { discussionsWorldId } from './discussions';
import { type ThreadDraft, ThreadForm } from './thread-form';

export const THREADS_PAGE_SIZE = 20;

export const CardList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** One thread in the list: its title (the way in), pinned or not, who started it, its replies and last activity. */
function ThreadCard({ worldId, thread }: { worldId: string; thread: ThreadSummary }) {
  const { t } = useT('course');
  const date = useDateTime();
  return (
    <Card as="li" data-testid="thread">
      <PostHead>
        <h2>
          <Link to={`/worlds/${worldId}/discussions/${thread.id}`}>{thread.title}</Link>
        </h2>
        {thread.pinned ? <Badge $variant="info">{t('posts.pinned')}</Badge> : null}
      </PostHead>
      <AuthorLine author={thread.author} at={thread.createdAt}>
        {' · '}
        <span data-testid="replies">{t('discussions.replies', { count: thread.replies })}</span>
        {' · '}
        <span>{t('discussions.lastActivity', { at: date(thread.lastActivityAt) })}</span>
      </AuthorLine>
    </Card>
  );
}

/**
 * Discussions (when the world's settings enable them; the shell forbids the address otherwise):
 * the threads, pinned first, a page at a time, and a new thread. New threads and replies of
 * classmates show without reloading (the course's events).
 */
export function DiscussionsPage() {
  const current = useCurrentWorld();
  const { t } = useT('course');
  const navigate = useNavigate();
  const writer = useApi();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const worldId = discussionsWorldId(current);
  const [list] = useLiveRead(API.discussions.listThreads, worldId ? { worldId, page, pageSize: THREADS_PAGE_SIZE } : null, 'discussions');
  const pages = list ? pageCount(list.total, THREADS_PAGE_SIZE) : 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  if (!current || !worldId || !list) return <Spinner label={t('loading')} />;
  const start = (draft: ThreadDraft, saved: () => void) =>
    void writer.call({
      route: API.discussions.createThread,
      data: { worldId, ...draft },
      success: (thread) => {
        saved();
        toasts.show({ text: t('discussions.started') });
        navigate(`/worlds/${worldId}/discussions/${thread.id}`);
      },
    });

  return (
    <div>
      <h1>{t('discussions.title')}</h1>
      {writing ? (
        <Card aria-labelledby="new-thread-heading">
          <h2 id="new-thread-heading">{t('discussions.newThread')}</h2>
          <ThreadForm submitText={t('discussions.start')} save={start} cancel={() => setWriting(false)} />
        </Card>
      ) : (
        <p>
          <Button onClick={() => setWriting(true)}>{t('discussions.newThread')}</Button>
        </p>
      )}
      {list.items.length === 0 ? <Muted data-testid="threads-empty">{t('discussions.empty')}</Muted> : null}
      <CardList>
        {pinnedFirst(list.items).map((thread) => (
          <ThreadCard key={thread.id} worldId={worldId} thread={thread} />
        ))}
      </CardList>
      <Pager page={page} total={list.total} pageSize={THREADS_PAGE_SIZE} go={setPage} />
    </div>
  );
}
