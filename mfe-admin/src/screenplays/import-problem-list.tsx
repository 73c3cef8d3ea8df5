import { Alert, useT } from '@simbiz/ui';
import styled from 'styled-components';
import { Code } from '../logs/record-parts';
import { formatCount } from '../common/format';
import { describeProblem, type ImportProblem } from './import-problems';

/** Long lists scroll in their own box, which takes focus so a keyboard can scroll it (axe: scrollable-region-focusable). */
const Problems = styled.ol`
  max-height: 20rem;
  overflow-y: auto;
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem 0.6rem 2.4rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.surface};
  li {
    margin: 0.2rem 0;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.focus};
    outline-offset: 1px;
  }
`;

/**
 * Why a file was not imported: every problem the server found (9001's details), each as "where —
 * what" in the reader's language, in the file's order, so an author can fix them all before trying
 * again. A parser's own text, or the pattern a text must match, follows as a technical detail.
 */
export function ImportProblemList({ fileName, problems }: { fileName: string; problems: readonly ImportProblem[] }) {
  const { t, language } = useT('admin');
  return (
    <section aria-labelledby="import-problems-heading" data-testid="import-problems">
      <Alert variant="danger">
        <strong id="import-problems-heading">
          {t('screenplays.import.problems', { count: problems.length, n: formatCount(problems.length, language), file: fileName })}
        </strong>
        <div>{t('screenplays.import.problemsLead')}</div>
      </Alert>
      <Problems tabIndex={0} aria-label={t('screenplays.import.problemsLabel')}>
        {problems.map((problem, index) => {
          const { sentence, detail } = describeProblem(problem, t, language);
          return (
            <li key={`${index}:${problem.path}`} data-testid="import-problem">
              <Code>{problem.path || t('screenplays.import.wholeFile')}</Code> — {sentence}
              {detail ? (
                <>
                  {' '}
                  <Code>{detail}</Code>
                </>
              ) : null}
            </li>
          );
        })}
      </Problems>
    </section>
  );
}
