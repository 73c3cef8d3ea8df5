import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { textIn, useApi, useParams } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { SectionTabs } from '../common/section-tabs';
import { useSegments } from '../common/use-segments';

/** Consumer, value proposition (section 2): how much each segment weighs each value proposition a brand may claim. */
export function ValuePropositionPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const { data } = useSegments();
  if (!world || !data) return <Spinner label={t('loading')} />;
  const { segments, markets, valuePropositions } = world.resources;
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div>
      <PageTitle help="valuePropositions">{t('consumer.title')}</PageTitle>
      <SectionTabs section="consumer" />
      <Muted>{t('valueProposition.intro')}</Muted>
      {markets.map((market) => {
        const here = data.profiles.filter((p) => segments.find((s) => s.id === p.segmentId)?.marketId === market.id);
        if (here.length === 0) return null;
        return (
          <Card key={market.id} data-testid={`value-propositions-${market.id}`}>
            <h2>{textIn(market.name, language)}</h2>
            <Table wrapOnPhone>
              <thead>
                <tr>
                  <th scope="col">{t('consumerDistribution.segment')}</th>
                  {valuePropositions.map((v) => (
                    <th scope="col" key={v.id}>
                      {textIn(v.name, language)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {here.map((p) => (
                  <tr key={p.segmentId}>
                    <th scope="row">{textIn(segments.find((s) => s.id === p.segmentId)?.name, language)}</th>
                    {valuePropositions.map((v) => (
                      <td key={v.id}>{decimal.format(p.valuePropositionWeights[v.id] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
        );
      })}
      <Muted>{t('valueProposition.note')}</Muted>
    </div>
  );
}
