import type { AdminScreenplay } from '@simbiz/contracts';
import { Badge, Button, Card, useT } from '@simbiz/ui';
import styled from 'styled-components';
import { Code, FactLine, TitleLine } from '../logs/record-parts';
import { formatCount, formatDateTime, localName } from '../common/format';

const Description = styled.p`
  margin: 0 0 0.5rem;
  white-space: pre-line;
`;

/** The worlds a screenplay's card names before it says how many more there are. */
const NAMES_SHOWN = 3;

/** The first names the server gave ("Alpha, Beta, Gamma" in the language's way), and how many worlds they leave out. */
function worldNames(screenplay: AdminScreenplay, separator: string): { names: string; more: number } {
  const shown = screenplay.worldNames.slice(0, NAMES_SHOWN);
  return { names: shown.join(separator), more: Math.max(0, screenplay.worlds - shown.length) };
}

/**
 * One screenplay: its name and description in the reader's language, origin and version, size
 * (rounds, markets), when and by whom it was imported, the worlds that use it; and removal for an
 * imported one no world uses (the server refuses the others anyway).
 */
export function ScreenplayCard({ screenplay, remove }: { screenplay: AdminScreenplay; remove: (() => void) | null }) {
  const { t, language } = useT('admin');
  const name = localName(screenplay.name, language, screenplay.id);
  const description = localName(screenplay.description, language, '');
  const imported = screenplay.importedAt
    ? t(screenplay.importedBy ? 'screenplays.importedBy' : 'screenplays.importedAt', {
        at: formatDateTime(screenplay.importedAt, language),
        by: screenplay.importedBy,
      })
    : null;
  const used = worldNames(screenplay, t('screenplays.listSeparator'));
  const usedNames = used.more > 0 ? t('screenplays.andMore', { names: used.names, more: formatCount(used.more, language) }) : used.names;
  return (
    <Card as="li" data-testid="screenplay" aria-labelledby={`screenplay-${screenplay.id}`}>
      <TitleLine>
        <h2 id={`screenplay-${screenplay.id}`}>{name}</h2>
        <Badge $variant={screenplay.origin === 'shipped' ? 'info' : 'primary'}>{t(`screenplays.origin.${screenplay.origin}`)}</Badge>
        <Code>{screenplay.id}</Code>
      </TitleLine>
      <FactLine>
        {[
          t('screenplays.version', { version: formatCount(screenplay.version, language) }),
          t('screenplays.rounds', { count: screenplay.rounds, n: formatCount(screenplay.rounds, language) }),
          t('screenplays.markets', { count: screenplay.markets, n: formatCount(screenplay.markets, language) }),
        ].join(' · ')}
      </FactLine>
      {description ? <Description>{description}</Description> : null}
      {imported ? <FactLine>{imported}</FactLine> : null}
      <FactLine data-testid="screenplay-worlds">
        {screenplay.worlds === 0
          ? t('screenplays.unused')
          : t(usedNames ? 'screenplays.usedBy' : 'screenplays.usedByCount', {
              count: screenplay.worlds,
              n: formatCount(screenplay.worlds, language),
              names: usedNames,
            })}
      </FactLine>
      {remove ? (
        <Button size="sm" variant="danger" outline onClick={remove} aria-label={t('screenplays.removeOf', { name })}>
          {t('screenplays.remove')}
        </Button>
      ) : null}
    </Card>
  );
}
