import { useT } from '@simbiz/ui';
import { BODY_MAX } from '../announcements/announcement-form';
import { DraftForm } from '../announcements/draft-form';
import { TextAreaField } from '../announcements/text-area-field';

export interface ThreadDraft {
  title: string;
  body: string;
}

/** A thread as its author writes it: a title and a Markdown body. `save` gets the draft and what to call once the server took it. */
export function ThreadForm({
  initial = { title: '', body: '' },
  submitText,
  save,
  cancel,
}: {
  initial?: ThreadDraft;
  submitText: string;
  save: (draft: ThreadDraft, saved: () => void) => void;
  cancel: () => void;
}) {
  const { t } = useT('course');
  return (
    <DraftForm initial={initial} titleLabel={t('discussions.titleField')} submitText={submitText} save={save} cancel={cancel}>
      {(draft, change) => (
        <TextAreaField
          label={t('discussions.bodyField')}
          hint={t('posts.markdownHint')}
          value={draft.body}
          onValueChange={(body) => change({ body })}
          required
          maxLength={BODY_MAX}
        />
      )}
    </DraftForm>
  );
}
