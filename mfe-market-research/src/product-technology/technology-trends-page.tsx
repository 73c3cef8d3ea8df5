import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { textIn, useApi, useParams } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { RoundChoice } from '../common/round-choice';
import { SectionTabs } from '../common/section-tabs';
import { useSegments } from '../common/use-segments';

/**
 * Product technology, technology trends (section 2): the grade each segment finds ideal for each
 * attribute in the round shown, and where it heads next round (ideals drift as technology moves).
 */
export function TechnologyTrendsPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const { data, round, shown, choose } = useSegments();
  if (!world || !data) return <Spinner label={t('loading')} />;
  const { attributes, segments, markets } = world.resources;
  const cared = attributes.filter((a) => shown?.segments.some((s) => a.id in s.ideals));
  const grade = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div>
      <h1>{t('productTechnology.title')}</h1>
      <SectionTabs section="product-technology" />
      <Muted>{t('technologyTrends.intro')}</Muted>
      {!shown || round === null ? (
        <Muted>{t('notStarted')}</Muted>
      ) : (
        <>
          <RoundChoice rounds={data.rounds.map((r) => r.round)} round={round} onChoose={choose} />
          {markets.map((market) => {
            const here = shown.segments.filter((s) => segments.find((x) => x.id === s.segmentId)?.marketId === market.id);
            if (here.length === 0) return null;
            return (
              <Card key={market.id} data-testid={`trends-${market.id}`}>
                <h2>{textIn(market.name, language)}</h2>
                <Table wrapOnPhone>
                  <thead>
                    <tr>
                      <th scope="col">{t('consumerDistribution.segment')}</th>
                      {cared.map((a) => (
                        <th scope="col" key={a.id}>
                          {textIn(a.name, language)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {here.map((s) => (
                      <tr key={s.segmentId}>
                        <th scope="row">{textIn(segments.find((x) => x.id === s.segmentId)?.name, language)}</th>
                        {cared.map((a) => {
                          const now = s.ideals[a.id];
                          const next = s.nextIdeals[a.id];
                          return (
                            <td key={a.id}>
                              {now === undefined ? '–' : t('technologyTrends.cell', { now: grade.format(now), next: grade.format(next ?? now) })}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Card>
            );
          })}
          <Muted>{t('technologyTrends.note')}</Muted>
        </>
      )}
    </div>
  );
}
