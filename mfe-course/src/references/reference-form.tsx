import { TextInput, useT } from '@simbiz/ui';
import { DraftForm } from '../announcements/draft-form';
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
  return (
    <DraftForm initial={initial} titleLabel={t('references.titleField')} submitText={submitText} save={save} cancel={cancel}>
      {(draft, change) => (
        <>
          {draft.url !== null ? (
            <TextInput
              label={t('references.url')}
              type="url"
              inputMode="url"
              value={draft.url}
              onValueChange={(url) => change({ url })}
              rules={{ required: true, url: true, max: URL_MAX }}
            />
          ) : null}
          <TextAreaField
            label={t('references.description')}
            value={draft.description}
            onValueChange={(description) => change({ description })}
            maxLength={DESCRIPTION_MAX}
            rows={3}
          />
        </>
      )}
    </DraftForm>
  );
}
