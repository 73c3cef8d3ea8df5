import { Button, Row, TextInput, useT } from '@simbiz/ui';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { type ReactNode, useState } from 'react';

/** The contracts' limit on a post's or a reference's title (the server decides; this spares a round trip). */
export const TITLE_MAX = 200;

/**
 * What the course's forms share (an announcement, a thread, a reference): a draft with a title,
 * the fields `children` draws below it, submit and cancel. Leaving with changes not yet saved asks
 * first; `save` gets the draft and a function that ends the editing once the server took it.
 */
export function DraftForm<T extends { title: string }>({
  initial,
  titleLabel,
  submitText,
  save,
  cancel,
  children,
}: {
  initial: T;
  titleLabel: string;
  submitText: string;
  save: (draft: T, saved: () => void) => void;
  cancel: () => void;
  children: (draft: T, change: (patch: Partial<T>) => void) => ReactNode;
}) {
  const { t } = useT('course');
  const [draft, setDraft] = useState(initial);
  const [kept, setKept] = useState(initial);
  useUnsavedChanges(
    (Object.keys(draft) as (keyof T)[]).some((key) => draft[key] !== kept[key]),
    t('unsaved'),
  );
  const change = (patch: Partial<T>) => setDraft({ ...draft, ...patch });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (event.currentTarget.checkValidity()) save(draft, () => setKept(draft));
      }}
    >
      <TextInput label={titleLabel} value={draft.title} onValueChange={(title) => change({ title } as Partial<T>)} rules={{ required: true, max: TITLE_MAX }} />
      {children(draft, change)}
      <Row>
        <Button type="submit">{submitText}</Button>
        <Button variant="tertiary" onClick={cancel}>
          {t('common:messageBox.cancel')}
        </Button>
      </Row>
    </form>
  );
}
