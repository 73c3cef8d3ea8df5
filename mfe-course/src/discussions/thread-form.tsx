import { Button, Row, TextInput, useT } from '@simbiz/ui';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { BODY_MAX, TITLE_MAX } from '../announcements/announcement-form';
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
  const [draft, setDraft] = useState(initial);
  const [kept, setKept] = useState(initial);
  useUnsavedChanges(draft.title !== kept.title || draft.body !== kept.body, t('unsaved'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (event.currentTarget.checkValidity()) save(draft, () => setKept(draft));
      }}
    >
      <TextInput
        label={t('discussions.titleField')}
        value={draft.title}
        onValueChange={(title) => setDraft({ ...draft, title })}
        rules={{ required: true, max: TITLE_MAX }}
      />
      <TextAreaField
        label={t('discussions.bodyField')}
        hint={t('posts.markdownHint')}
        value={draft.body}
        onValueChange={(body) => setDraft({ ...draft, body })}
        required
        maxLength={BODY_MAX}
      />
      <Row>
        <Button type="submit">{submitText}</Button>
        <Button variant="tertiary" onClick={cancel}>
          {t('common:messageBox.cancel')}
        </Button>
      </Row>
    </form>
  );
}
