import { Alert, Muted, Spinner, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import { AnalysesHeader } from './analyses-header';
import { type Analyses, useAnalyses } from './use-analyses';

/**
 * A page of the area: its section's tabs (routes of section 2; the address chooses the tab, a
 * click navigates), and the page itself once the figures are in, or a note when there are none.
 */
export function AnalysesFrame({ section, children }: { section: 'finance' | 'sales'; children: (a: Analyses) => ReactNode }) {
  const { t, language } = useT('analyses');
  const analyses = useAnalyses(language);
  return (
    <div>
      <AnalysesHeader section={section} />
      {!analyses ? (
        <Spinner label={t('loading')} />
      ) : analyses.manager && analyses.reviewing === null ? (
        <div data-testid="analyses-note">
          <Alert variant="info">{t('manager')}</Alert>
        </div>
      ) : (
        <>
          {analyses.reviewing !== null && (
            <div data-testid="analyses-note">
              <Alert variant="info" compact>
                {t('reviewing', { company: analyses.reviewing })}
              </Alert>
            </div>
          )}
          {analyses.statements.length === 0 ? <Muted>{t('noRounds')}</Muted> : children(analyses)}
        </>
      )}
    </div>
  );
}
