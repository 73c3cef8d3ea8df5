import { useT } from '@simbiz/ui';
import { DraftForm } from './draft-form';
import { TextAreaField } from './text-area-field';

export interface AnnouncementDraft {
  title: string;
  body: string;
  pinned: boolean;
}

export const EMPTY_ANNOUNCEMENT: AnnouncementDraft = { title: '', body: '', pinned: false };

/**
 * The contracts' limits on a post (the server decides; these spare a round trip) and
 * ANNOUNCEMENT_PIN_LIMIT (a test holds them equal), written here because importing them would
 * bring the contracts' schemas, and zod, into the page.
 */
export const BODY_MAX = 20_000;
export const PIN_LIMIT = 5;

/**
 * An announcement as a manager writes it: title, Markdown message, pinned or not. `save` gets the
 * draft and a function that ends the editing once the server took it.
 */
export function AnnouncementForm({
  initial = EMPTY_ANNOUNCEMENT,
  submitText,
  save,
  cancel,
}: {
  initial?: AnnouncementDraft;
  submitText: string;
  save: (draft: AnnouncementDraft, saved: () => void) => void;
  cancel: () => void;
}) {
  const { t } = useT('course');
  return (
    <DraftForm initial={initial} titleLabel={t('announcements.titleField')} submitText={submitText} save={save} cancel={cancel}>
      {(draft, change) => (
        <>
          <TextAreaField
            label={t('announcements.bodyField')}
            hint={t('posts.markdownHint')}
            value={draft.body}
            onValueChange={(body) => change({ body })}
            required
            maxLength={BODY_MAX}
            rows={8}
          />
          <p>
            <label>
              <input type="checkbox" checked={draft.pinned} onChange={(event) => change({ pinned: event.target.checked })} />{' '}
              {t('announcements.pinField', { count: PIN_LIMIT })}
            </label>
          </p>
        </>
      )}
    </DraftForm>
  );
}
