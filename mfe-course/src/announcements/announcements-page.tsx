import { type Announcement, API } from '@simbiz/contracts';
import { askToConfirm, Button, Card, Muted, Spinner, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useCurrentWorld } from '../common/use-loaded-world';
import { AnnouncementForm, type AnnouncementDraft } from './announcement-form';
import { AnnouncementItem } from './announcement-item';
import { Pager } from './pager';
import { changedFields, pageCount, pinnedFirst, unreadToMark } from './posts';
import { useLiveRead } from './use-live-read';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/**
 * Announcements (section 2): everyone reads them, pinned first, a page at a time, and what they
 * see unread is marked read; managers post, edit, pin and delete. A change anyone makes shows on
 * every open page (the course's events).
 */
export function AnnouncementsPage() {
  const current = useCurrentWorld();
  const { t } = useT('course');
  const writer = useApi();
  // Marking read goes apart from the manager's writes, so neither waits for the other.
  const marker = useApi();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const marked = useRef(new Set<string>());
  const worldId = current?.worldId;
  const [list, reload] = useLiveRead(API.announcements.list, worldId ? { worldId, page, pageSize: ANNOUNCEMENTS_PAGE_SIZE } : null, 'announcements');

  // Shown, so seen: the unread announcements on screen are marked read once (quietly: nothing to do about a refusal here).
  useEffect(() => {
    if (!list || !worldId) return;
    const ids = unreadToMark(list.items, marked.current);
    if (ids.length === 0) return;
    ids.forEach((id) => marked.current.add(id));
    const unmark = () => ids.forEach((id) => marked.current.delete(id));
    void marker.call({ route: API.announcements.markRead, data: { worldId, announcementIds: ids }, busy: unmark, error: () => (unmark(), true) });
  }, [list, marker, worldId]);

  // Past the last page (its last announcement deleted): the last page there is.
  const pages = list ? pageCount(list.total, ANNOUNCEMENTS_PAGE_SIZE) : 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  if (!current || !worldId || !list) return <Spinner label={t('loading')} />;
  const done = (text: string, then?: () => void) => () => {
    toasts.show({ text });
    then?.();
    reload();
  };
  const create = (draft: AnnouncementDraft, saved: () => void) =>
    void writer.call({
      route: API.announcements.create,
      data: { worldId, ...draft },
      success: done(t('announcements.posted'), () => (saved(), setWriting(false), setPage(1))),
    });
  const update = (announcement: Announcement) => (draft: AnnouncementDraft, saved: () => void) => {
    const { title, body, pinned } = announcement;
    const change = changedFields({ title, body, pinned }, draft);
    if (Object.keys(change).length === 0) return setEditing(null);
    void writer.call({
      route: API.announcements.update,
      data: { worldId, announcementId: announcement.id, ...change },
      success: done(t('announcements.saved'), () => (saved(), setEditing(null))),
    });
  };
  const actions = (announcement: Announcement) => ({
    edit: () => setEditing(announcement.id),
    pin: (pinned: boolean) =>
      void writer.call({
        route: API.announcements.update,
        data: { worldId, announcementId: announcement.id, pinned },
        success: done(t(pinned ? 'posts.pinnedDone' : 'posts.unpinned')),
      }),
    remove: () =>
      askToConfirm({
        question: t('announcements.confirmDelete', { title: announcement.title }),
        confirmText: t('posts.delete'),
        cancelText: t('common:messageBox.cancel'),
        onConfirm: () =>
          void writer.call({ route: API.announcements.remove, data: { worldId, announcementId: announcement.id }, success: done(t('announcements.deleted')) }),
      }),
  });

  return (
    <div>
      <h1>{t('announcements.title')}</h1>
      {list.canManage && !writing ? (
        <p>
          <Button onClick={() => setWriting(true)}>{t('announcements.write')}</Button>
        </p>
      ) : null}
      {list.canManage && writing ? (
        <Card aria-labelledby="new-announcement-heading">
          <h2 id="new-announcement-heading">{t('announcements.formHeading')}</h2>
          <AnnouncementForm submitText={t('announcements.post')} save={create} cancel={() => setWriting(false)} />
        </Card>
      ) : null}
      {list.items.length === 0 ? <Muted data-testid="announcements-empty">{t('announcements.empty')}</Muted> : null}
      {pinnedFirst(list.items).map((announcement) =>
        editing === announcement.id && list.canManage ? (
          <Card key={announcement.id} aria-labelledby={`edit-${announcement.id}`}>
            <h2 id={`edit-${announcement.id}`}>{t('announcements.editHeading')}</h2>
            <AnnouncementForm
              initial={{ title: announcement.title, body: announcement.body, pinned: announcement.pinned }}
              submitText={t('common:messageBox.save')}
              save={update(announcement)}
              cancel={() => setEditing(null)}
            />
          </Card>
        ) : (
          <AnnouncementItem key={announcement.id} announcement={announcement} actions={list.canManage ? actions(announcement) : null} />
        ),
      )}
      <Pager page={page} total={list.total} pageSize={ANNOUNCEMENTS_PAGE_SIZE} go={setPage} />
    </div>
  );
}
