import { Card, Muted, Table, useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import { SegmentsFrame } from '../common/segments-frame';
import { IdealsChart } from './ideals-chart';

/**
 * Product technology, technology trends (section 2): the grade each segment finds ideal for each
 * attribute in the round shown, and where it heads next round (ideals drift as technology moves);
 * above each market's table, a chart of how one attribute's ideals moved over the rounds so far.
 */
export function TechnologyTrendsPage() {
  const { t, language } = useT('marketResearch');
  const grade = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <SegmentsFrame title={t('productTechnology.title')} section="product-technology" intro={t('technologyTrends.intro')} help="technologyTrends">
      {({ world, data, shown }) => {
        const { attributes, segments, markets } = world.resources;
        const cared = attributes.filter((a) => shown.segments.some((s) => a.id in s.ideals));
        return (
          <>
            {markets.map((market) => {
              const here = shown.segments.filter((s) => segments.find((x) => x.id === s.segmentId)?.marketId === market.id);
              if (here.length === 0) return null;
              return (
                <Card key={market.id} data-testid={`trends-${market.id}`}>
                  <h2>{textIn(market.name, language)}</h2>
                  <IdealsChart
                    market={{ id: market.id, name: textIn(market.name, language) }}
                    rounds={data.rounds}
                    segments={here.map((s) => ({ id: s.segmentId, name: textIn(segments.find((x) => x.id === s.segmentId)?.name, language) }))}
                    attributes={cared.filter((a) => here.some((s) => a.id in s.ideals)).map((a) => ({ id: a.id, name: textIn(a.name, language) }))}
                  />
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
        );
      }}
    </SegmentsFrame>
  );
}
