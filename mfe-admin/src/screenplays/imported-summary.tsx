import type { AdminScreenplay } from '@simbiz/contracts';
import { Card, Row, useT } from '@simbiz/ui';
import { ActionLink, Code, FactLine } from '../logs/record-parts';
import { formatCount, localName } from '../common/format';

/** Where a world is created (the course area's page). */
export const CREATE_WORLD_PATH = '/worlds/new';

/** What was imported, and where to go next: a world from it, or the list. */
export function ImportedSummary({ screenplay }: { screenplay: AdminScreenplay }) {
  const { t, language } = useT('admin');
  const name = localName(screenplay.name, language, screenplay.id);
  const description = localName(screenplay.description, language, '');
  return (
    <Card aria-labelledby="imported-heading" data-testid="imported-summary">
      <h2 id="imported-heading">{t('screenplays.import.summaryTitle', { name })}</h2>
      <FactLine>
        {t('screenplays.import.summaryId')}: <Code>{screenplay.id}</Code>
        {' · '}
        {[
          t('screenplays.version', { version: formatCount(screenplay.version, language) }),
          t('screenplays.rounds', { count: screenplay.rounds, n: formatCount(screenplay.rounds, language) }),
          t('screenplays.markets', { count: screenplay.markets, n: formatCount(screenplay.markets, language) }),
        ].join(' · ')}
      </FactLine>
      {description ? <p>{description}</p> : null}
      <Row>
        <ActionLink to={`${CREATE_WORLD_PATH}?screenplay=${encodeURIComponent(screenplay.id)}`}>{t('screenplays.import.createWorld')}</ActionLink>
        <ActionLink to="/admin/screenplays/list" $outline>
          {t('screenplays.import.toList')}
        </ActionLink>
      </Row>
    </Card>
  );
}
