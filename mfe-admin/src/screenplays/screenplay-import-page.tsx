import { type AdminScreenplay, API, ErrorCode, SCREENPLAY_IMPORT_MAX_CHARS } from '@simbiz/contracts';
import { Alert, Button, FieldLabel, Muted, Row, Spinner, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PageHeader } from '../common/page-header';
import { refusalOf } from '../common/use-admin-read';
import { formatCount, localName } from '../common/format';
import { formatFileSize } from '../logs/record-format';
import { ImportProblemList } from './import-problem-list';
import { type ImportProblem, importProblems } from './import-problems';
import { ImportedSummary } from './imported-summary';
import {
  readFileText,
  SCREENPLAY_ACCEPT,
  type ScreenplayFile,
  type ScreenplayFileProblem,
  screenplayFileProblem,
  screenplayFileTooLarge,
} from './screenplay-file';

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
`;

/** The chosen file, or why it cannot be sent. */
type Chosen = { file: ScreenplayFile } | { unreadable: true } | { tooLarge: Extract<ScreenplayFileProblem, { problem: 'tooLarge' }> } | null;

/**
 * An admin imports a screenplay file (admin.screenplays.import): the file is read here as text and
 * checked for its type and length before it is sent; the server checks it against the engine's
 * schema and answers every problem at once (9001), listed here path by path while nothing else
 * changes (the file stays chosen). An import shows what was imported and leads on to a new world.
 */
export function ScreenplayImportPage() {
  const { t, language } = useT('admin');
  const id = useId();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<Chosen>(null);
  const [problems, setProblems] = useState<{ fileName: string; list: ImportProblem[] } | null>(null);
  const [imported, setImported] = useState<AdminScreenplay | null>(null);
  // A new input after an import: the browser keeps no file in it.
  const [inputKey, setInputKey] = useState(0);
  const latestPick = useRef<File | undefined>(undefined);

  const file = chosen && 'file' in chosen ? chosen.file : null;
  const check = file ? screenplayFileProblem(file) : null;
  const problem =
    chosen && 'unreadable' in chosen
      ? t('screenplays.import.unreadable')
      : chosen && 'tooLarge' in chosen
        ? t('screenplays.import.tooLarge', { size: formatFileSize(chosen.tooLarge.bytes, language), max: formatCount(chosen.tooLarge.max, language) })
        : check?.problem === 'tooLong'
          ? t('screenplays.import.tooLong', { size: formatCount(check.size, language), max: formatCount(check.max, language) })
          : check
            ? t(`screenplays.import.${check.problem}`)
            : null;

  const choose = (picked: File | undefined) => {
    setProblems(null);
    setChosen(null);
    latestPick.current = picked;
    if (!picked) return;
    const tooLarge = screenplayFileTooLarge(picked);
    if (tooLarge?.problem === 'tooLarge') return setChosen({ tooLarge });
    // Only the last file chosen counts, whichever is read first.
    readFileText(picked).then(
      (content) => latestPick.current === picked && setChosen({ file: { fileName: picked.name, content } }),
      () => latestPick.current === picked && setChosen({ unreadable: true }),
    );
  };

  const send = () => {
    if (!file || problem || busy) return;
    void api.call({
      route: API.adminScreenplays.import,
      data: file,
      start: () => setBusy(true),
      success: (screenplay) => {
        toasts.show({ text: t('screenplays.import.imported', { name: localName(screenplay.name, language, screenplay.id) }), variant: 'success' });
        setImported(screenplay);
        setProblems(null);
        setChosen(null);
        setInputKey((key) => key + 1);
      },
      // 9001 is the file's problems, listed in the page; any other refusal is shown as every one is.
      error: (outcome) => {
        const refusal = refusalOf(outcome);
        if (refusal?.code !== ErrorCode.verificationFailed) return false;
        setProblems({ fileName: file.fileName, list: importProblems(refusal.data.details) });
        return true;
      },
      completed: () => setBusy(false),
    });
  };

  return (
    <div>
      <PageHeader title={t('screenplays.import.title')} />
      <Muted>{t('screenplays.import.lead')}</Muted>
      {imported ? <ImportedSummary screenplay={imported} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <FieldLabel htmlFor={`${id}-file`}>{t('screenplays.import.file')}</FieldLabel>
        <FileInput
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept={SCREENPLAY_ACCEPT}
          aria-required="true"
          aria-describedby={`${id}-hint`}
          aria-invalid={Boolean(problem)}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Hint id={`${id}-hint`}>{t('screenplays.import.hint', { max: formatCount(SCREENPLAY_IMPORT_MAX_CHARS, language) })}</Hint>
        {problem ? (
          <Alert variant="warning" compact>
            <span data-testid="file-problem">{problem}</span>
          </Alert>
        ) : null}
        {problems ? <ImportProblemList fileName={problems.fileName} problems={problems.list} /> : null}
        <Row>
          <Button type="submit" disabled={busy || !file || Boolean(problem)}>
            {t('screenplays.import.submit')}
          </Button>
          {busy ? <Spinner label={t('screenplays.import.importing')} /> : null}
        </Row>
      </form>
    </div>
  );
}
