import { Button, Row, TextInput, useT } from '@simbiz/ui';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { TITLE_MAX } from '../announcements/announcement-form';
import { TextAreaField } from '../announcements/text-area-field';

/** The contracts' limits on a reference's address and description. */
export const URL_MAX = 2_000;
export const DESCRIPTION_MAX = 1_000;

export interface ReferenceDraft {
  title: string;
  /** A link's address; null for a file, whose address is not edited. */
  url: string | null;
  description: string;
}

/**
 * A reference's words as a manager writes them: title, address (links only) and description. It
 * adds a link (empty at first) or edits a reference; `save` gets the draft and what to call once
 * the server took it.
 */
export function ReferenceForm({
  initial,
  submitText,
  save,
  cancel,
}: {
  initial: ReferenceDraft;
  submitText: string;
  save: (draft: ReferenceDraft, saved: () => void) => void;
  cancel: () => void;
}) {
  const { t } = useT('course');
  const [draft, setDraft] = useState(initial);
  const [kept, setKept] = useState(initial);
  useUnsavedChanges(draft.title !== kept.title || draft.url !== kept.url || draft.description !== kept.description, t('unsaved'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (event.currentTarget.checkValidity()) save(draft, () => setKept(draft));
      }}
    >
      <TextInput
        label={t('references.titleField')}
        value={draft.title}
        onValueChange={(title) => setDraft({ ...draft, title })}
        rules={{ required: true, max: TITLE_MAX }}
      />
      {draft.url !== null ? (
        <TextInput
          label={t('references.url')}
          type="url"
          inputMode="url"
          value={draft.url}
          onValueChange={(url) => setDraft({ ...draft, url })}
          rules={{ required: true, url: true, max: URL_MAX }}
        />
      ) : null}
      <TextAreaField
        label={t('references.description')}
        value={draft.description}
        onValueChange={(description) => setDraft({ ...draft, description })}
        maxLength={DESCRIPTION_MAX}
        rows={3}
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
