import { Alert, Button, FieldLabel, Row, Spinner, TextInput, useT } from '@simbiz/ui';
import { useFileTransfer } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { TITLE_MAX } from '../announcements/draft-form';
import { TextAreaField } from '../announcements/text-area-field';
import {
  checkReferenceFile,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  formatFileSize,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  REFERENCE_ACCEPT,
} from './reference-files';
import { DESCRIPTION_MAX } from './reference-form';

const FileInput = styled.input`
  display: block;
  max-width: 100%;
  margin-bottom: 0.25rem;
  font: inherit;
  color: ${({ theme }) => theme.text};
`;

const Hint = styled.p`
  margin: 0 0 0.8rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * A manager uploads a file to the references: the file (checked against the contracts' types and
 * sizes at once, so a wrong one is said before a long upload), an optional title and description.
 * The browser streams the file; the server decides.
 */
export function UploadForm({ worldId, uploaded, cancel }: { worldId: string; uploaded: () => void; cancel: () => void }) {
  const { t, language } = useT('course');
  const transfer = useFileTransfer();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState(false);
  useUnsavedChanges(file !== null || title !== '' || description !== '', t('unsaved'));
  const check = file ? checkReferenceFile(file) : null;
  const size = (bytes: number) => formatFileSize(bytes, language);
  const problem =
    check && !check.ok
      ? check.problem === 'type'
        ? t('references.typeNotAllowed', { types: [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS].join(', ') })
        : t('references.tooLarge', { size: size(file?.size ?? 0), max: size(check.maxBytes) })
      : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || problem || sending || !event.currentTarget.checkValidity()) return;
        setSending(true);
        void transfer.upload({ worldId, file, title: title.trim() || undefined, description: description.trim() || undefined }).then((reference) => {
          setSending(false);
          if (!reference) return;
          setFile(null);
          setTitle('');
          setDescription('');
          uploaded();
        });
      }}
    >
      <FieldLabel htmlFor={`${id}-file`}>{t('references.file')}</FieldLabel>
      <FileInput
        id={`${id}-file`}
        type="file"
        accept={REFERENCE_ACCEPT}
        // Required, said without the native check: the upload button waits for a file anyway.
        aria-required="true"
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(problem)}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Hint id={`${id}-hint`}>
        {t('references.fileHint', {
          images: IMAGE_EXTENSIONS.join(', '),
          imageMax: size(IMAGE_MAX_BYTES),
          documents: DOCUMENT_EXTENSIONS.join(', '),
          documentMax: size(DOCUMENT_MAX_BYTES),
        })}
      </Hint>
      {problem ? (
        <Alert variant="warning" compact>
          <span data-testid="file-problem">{problem}</span>
        </Alert>
      ) : null}
      <TextInput label={t('references.fileTitle')} value={title} onValueChange={setTitle} rules={{ max: TITLE_MAX }} />
      <TextAreaField label={t('references.description')} value={description} onValueChange={setDescription} maxLength={DESCRIPTION_MAX} rows={3} />
      <Row>
        <Button type="submit" disabled={sending || !file || Boolean(problem)}>
          {t('references.uploadSubmit')}
        </Button>
        <Button variant="tertiary" onClick={cancel} disabled={sending}>
          {t('common:messageBox.cancel')}
        </Button>
        {sending ? <Spinner label={t('references.uploading')} /> : null}
      </Row>
    </form>
  );
}
