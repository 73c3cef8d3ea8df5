import { IDENTITY_API } from '@simbiz/contracts';
import { Alert, Button, Card, FieldLabel, Row, useT } from '@simbiz/ui';
import { licenseProblemText } from '@simbiz/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { refusalOf } from '../common/use-admin-read';
import { useAdminAction } from '../common/use-admin-action';

/** The largest license document identity accepts, in characters. */
const LICENSE_MAX_CHARS = 20_000;
const VERIFICATION_FAILED = 9001;

const Document = styled.textarea`
  width: 100%;
  min-height: 8rem;
  margin-bottom: 0.8rem;
  padding: 0.5rem 0.6rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.85rem;
`;

/** A chosen file's text (FileReader: every browser has it, and the page's tests' too). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Why identity refused a license (9001's detail: the document's problem, by reason), in words, when it said. */
function useRefusedLicenseReason(): (data: unknown) => string | null {
  const { t, language } = useT('admin');
  return (data) => {
    const details = (data as { details?: unknown } | null)?.details;
    if (!Array.isArray(details)) return typeof details === 'string' ? details : null;
    const reasons = details.flatMap((d: unknown) => {
      const { reason, expiresAt, message } = (d ?? {}) as { reason?: unknown; expiresAt?: unknown; message?: unknown };
      const text = licenseProblemText({ reason, expiresAt, detail: message }, t, language);
      return text ? [text] : [];
    });
    return reasons.length ? reasons.join(' ') : null;
  };
}

/** A new license, chosen as a .json file or pasted, installed with PUT /admin/license; a refused one says why, here. */
export function LicenseUpload({ installed }: { installed: () => void }) {
  const { t } = useT('admin');
  const refusedLicenseReason = useRefusedLicenseReason();
  const { run, busy } = useAdminAction();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const licenseText = text.trim();

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      setText(await readText(file));
    } catch {
      setProblem(t('license.upload.unreadable'));
    }
  };

  return (
    <Card aria-labelledby="license-upload">
      <h2 id="license-upload">{t('license.upload.title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!licenseText) return setProblem(t('license.upload.empty'));
          if (licenseText.length > LICENSE_MAX_CHARS) return setProblem(t('license.upload.tooLong'));
          setProblem(null);
          run({
            route: IDENTITY_API.installLicense,
            data: { document: licenseText },
            done: t('license.upload.installed'),
            then: () => {
              setText('');
              installed();
            },
            refused: (outcome) => {
              const refusal = refusalOf(outcome);
              if (refusal?.code !== VERIFICATION_FAILED) return false;
              setProblem(t('license.upload.refused', { reason: refusedLicenseReason(refusal.data) ?? t('license.upload.noReason') }));
              return true;
            },
          });
        }}
      >
        <FieldLabel htmlFor="license-file">{t('license.upload.file')}</FieldLabel>
        <input
          id="license-file"
          type="file"
          accept=".json,application/json"
          style={{ marginBottom: '0.9rem', maxWidth: '100%' }}
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
        <FieldLabel htmlFor="license-text">{t('license.upload.paste')}</FieldLabel>
        <Document
          id="license-text"
          value={text}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={problem ? 'license-problem' : undefined}
        />
        {problem ? (
          <div id="license-problem">
            <Alert variant="danger">{problem}</Alert>
          </div>
        ) : null}
        <Row>
          <Button type="submit" disabled={busy}>
            {t('license.upload.submit')}
          </Button>
        </Row>
      </form>
    </Card>
  );
}
