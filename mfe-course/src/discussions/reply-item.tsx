import type { Reply } from '@simbiz/contracts';
import { Button, Card, Row, useT } from '@simbiz/ui';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { BODY_MAX } from '../announcements/announcement-form';
import { PostText } from '../announcements/announcement-item';
import { AuthorLine } from '../announcements/author-line';
import { PostBody } from '../announcements/post-body';
import { TextAreaField } from '../announcements/text-area-field';

/**
 * One reply: who wrote it and when, its text, and the buttons the server allows the viewer
 * (`canEdit`, `canDelete`: their own replies, any reply for a manager).
 */
export function ReplyItem({ reply, save, remove }: { reply: Reply; save: (body: string, saved: () => void) => void; remove: () => void }) {
  const { t } = useT('course');
  const [editing, setEditing] = useState<string | null>(null);
  useUnsavedChanges(editing !== null && editing !== reply.body, t('unsaved'));
  return (
    <Card as="li" aria-label={t('discussions.replyBy', { name: reply.author.displayName })} data-testid="reply">
      <AuthorLine author={reply.author} at={reply.createdAt} editedAt={reply.editedAt} />
      {editing === null ? (
        <PostText>
          <PostBody html={reply.html} headingLevel={2} />
        </PostText>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!event.currentTarget.checkValidity()) return;
            if (editing === reply.body) setEditing(null);
            else save(editing, () => setEditing(null));
          }}
        >
          <PostText>
            <TextAreaField
              label={t('discussions.replyEditField')}
              hint={t('posts.markdownHint')}
              value={editing}
              onValueChange={setEditing}
              required
              maxLength={BODY_MAX}
            />
          </PostText>
          <Row>
            <Button type="submit">{t('common:messageBox.save')}</Button>
            <Button variant="tertiary" onClick={() => setEditing(null)}>
              {t('common:messageBox.cancel')}
            </Button>
          </Row>
        </form>
      )}
      {editing === null && (reply.canEdit || reply.canDelete) ? (
        <Row>
          {reply.canEdit ? (
            <Button size="sm" variant="secondary" outline onClick={() => setEditing(reply.body)}>
              {t('posts.edit')}
            </Button>
          ) : null}
          {reply.canDelete ? (
            <Button size="sm" variant="danger" outline onClick={remove}>
              {t('posts.delete')}
            </Button>
          ) : null}
        </Row>
      ) : null}
    </Card>
  );
}
