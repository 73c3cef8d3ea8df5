import type { MarketSegments } from '@simbiz/contracts';
import { Muted, Spinner, useT } from '@simbiz/ui';
import { useApi, useParams, type WorldResources } from '@simbiz/web-kit';
import { type BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import type { ReactNode } from 'react';
import { RoundChoice } from './round-choice';
import { SectionTabs } from './section-tabs';
import { useSegments } from './use-segments';

type Round = MarketSegments['rounds'][number];

/** What a page of the segments of a round shows them with. */
export interface SegmentsView {
  world: WorldResources;
  data: MarketSegments;
  shown: Round;
  previous: Round | null;
}

/**
 * A page about the segments of a round: its title (with the help icon of its Simspedia article),
 * its section's tabs and what it is about, then the round to show (the one being decided unless
 * an earlier one is chosen) and the page itself, or a note before the start.
 */
export function SegmentsFrame({
  title,
  section,
  intro,
  help,
  children,
}: {
  title: string;
  /** The Simspedia article about what the page shows. */
  help?: BaikeArticleId;
  section?: string;
  intro: string;
  children: (view: SegmentsView) => ReactNode;
}) {
  const { t } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const { data, round, shown, previous, choose } = useSegments();
  if (!world || !data) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help={help}>{title}</PageTitle>
      {section ? <SectionTabs section={section} /> : null}
      <Muted>{intro}</Muted>
      {!shown || round === null ? (
        <Muted>{t('notStarted')}</Muted>
      ) : (
        <>
          <RoundChoice rounds={data.rounds.map((r) => r.round)} round={round} onChoose={choose} />
          {children({ world, data, shown, previous })}
        </>
      )}
    </div>
  );
}
