import { API, ErrorCode, type Reply } from '@simbiz/contracts';
import { askToConfirm, Badge, Button, Card, Muted, Spinner, toasts, useT } from '@simbiz/ui';
import { Link, useApi, useNavigate, useParams } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useEffect, useState } from 'react';
import { BODY_MAX } from '../announcements/announcement-form';
import { Pager } from '../announcements/pager';
import { changedFields, pageAfterAdding, pageCount } from '../announcements/posts';
import { TextAreaField } from '../announcements/text-area-field';
import { useLiveRead } from '../announcements/use-live-read';
import { useCurrentWorld } from '../common/use-loaded-world';
import { concernsThread, discussionsWorldId } from './discussions';
import { CardList } from './discussions-page';
import { ReplyItem } from './reply-item';
import { type ThreadPostActions, ThreadPost } from './thread-post';

export const REPLIES_PAGE_SIZE = 20;

/**
 * A thread: its text and its replies, oldest first, a page at a time, and a reply. Authors edit and
 * delete their own posts and managers any (as the server's `canEdit`/`canDelete` say); managers pin.
 * A classmate's reply, or a change of the thread, shows without reloading (the course's events).
 */
export function ThreadPage() {
  const current = useCurrentWorld();
  const { threadId = '' } = useParams();
  const { t } = useT('course');
  const navigate = useNavigate();
  const writer = useApi();
  const [page, setPage] = useState(1);
  const [reply, setReply] = useState('');
  useUnsavedChanges(reply.trim() !== '', t('unsaved'));
  const worldId = current?.worldId ?? '';
  const readable = discussionsWorldId(current);
  const toList = () => navigate(`/worlds/${worldId}/discussions`);
  const [view, reload] = useLiveRead(
    API.discussions.getThread,
    readable ? { worldId: readable, threadId, page, pageSize: REPLIES_PAGE_SIZE } : null,
    'discussions',
    {
      concerns: (event) => concernsThread(event, threadId),
      // The thread is gone (deleted meanwhile): the refusal says so, and the list is where to go on.
      error: (outcome) => void (outcome.kind === 'answer' && outcome.envelope.code === ErrorCode.threadNotFound && toList()),
    },
  );
  const pages = view ? pageCount(view.replies.total, REPLIES_PAGE_SIZE) : 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  if (!current || !view) return <Spinner label={t('loading')} />;
  const { thread, replies } = view;
  const done = (text: string) => {
    toasts.show({ text });
    reload();
  };
  const confirmDelete = (question: string, onConfirm: () => void) =>
    askToConfirm({ question, confirmText: t('posts.delete'), cancelText: t('common:messageBox.cancel'), onConfirm });
  const threadActions: ThreadPostActions = {
    save: (draft, saved) => {
      const change = changedFields({ title: thread.title, body: thread.body }, draft);
      if (Object.keys(change).length === 0) return saved();
      void writer.call({ route: API.discussions.updateThread, data: { worldId, threadId, ...change }, success: () => (saved(), done(t('discussions.saved'))) });
    },
    pin: (pinned) =>
      void writer.call({
        route: API.discussions.pinThread,
        data: { worldId, threadId, pinned },
        success: () => done(t(pinned ? 'posts.pinnedDone' : 'posts.unpinned')),
      }),
    remove: () =>
      confirmDelete(
        t('discussions.confirmDeleteThread', { title: thread.title }),
        () =>
          void writer.call({
            route: API.discussions.removeThread,
            data: { worldId, threadId },
            success: () => (toasts.show({ text: t('discussions.threadDeleted') }), toList()),
          }),
      ),
  };
  const saveReply = (item: Reply) => (body: string, saved: () => void) =>
    void writer.call({
      route: API.discussions.updateReply,
      data: { worldId, threadId, replyId: item.id, body },
      success: () => (saved(), done(t('discussions.saved'))),
    });
  const removeReply = (item: Reply) => () =>
    confirmDelete(
      t('discussions.confirmDeleteReply'),
      () =>
        void writer.call({
          route: API.discussions.removeReply,
          data: { worldId, threadId, replyId: item.id },
          success: () => done(t('discussions.replyDeleted')),
        }),
    );
  const post = () =>
    void writer.call({
      route: API.discussions.createReply,
      data: { worldId, threadId, body: reply },
      success: () => {
        setReply('');
        toasts.show({ text: t('discussions.replied') });
        // Oldest first: the new reply is on the last page.
        const landing = pageAfterAdding(replies.total, REPLIES_PAGE_SIZE);
        if (landing === page) reload();
        else setPage(landing);
      },
    });

  return (
    <div>
      <p>
        <Link to={`/worlds/${worldId}/discussions`}>
          <span aria-hidden="true">← </span>
          {t('discussions.back')}
        </Link>
      </p>
      <ThreadPost view={view} actions={threadActions} />
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading">
          {t('discussions.repliesHeading')} <Badge data-testid="reply-count">{replies.total}</Badge>
        </h2>
        {replies.items.length === 0 ? <Muted>{t('discussions.noReplies')}</Muted> : null}
        <CardList>
          {replies.items.map((item) => (
            <ReplyItem key={item.id} reply={item} save={saveReply(item)} remove={removeReply(item)} />
          ))}
        </CardList>
        <Pager page={page} total={replies.total} pageSize={REPLIES_PAGE_SIZE} go={setPage} />
        <Card>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (event.currentTarget.checkValidity()) post();
            }}
          >
            <TextAreaField
              label={t('discussions.replyField')}
              hint={t('posts.markdownHint')}
              value={reply}
              onValueChange={setReply}
              required
              maxLength={BODY_MAX}
              rows={4}
            />
            <Button type="submit">{t('discussions.reply')}</Button>
          </form>
        </Card>
      </section>
    </div>
  );
}
