import { ANALYSES_API, type CompanyAnalyses } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, Link, textIn, useRead, type WorldResources } from '@simbiz/web-kit';
import { type Observation, observationsOf } from './observations';

type Named = { id: string; name: Record<string, string> };
const nameIn = (items: readonly Named[], id: string | undefined, language: string) => textIn(items.find((i) => i.id === id)?.name, language) || (id ?? '');

/**
 * Three things a team should know of its last round, in plain words, each a link to the analyses
 * page that shows it (observationsOf). Read again when the world moves to another round.
 */
export function ObservationsList({ worldId, currentRoundId, resources }: { worldId: string; currentRoundId: string | null; resources: WorldResources }) {
  const { t, language } = useT('course');
  const [data] = useRead<CompanyAnalyses>(
    (client, done) => void client.call({ route: ANALYSES_API.read, data: { worldId, view: 'sales' }, success: done }),
    `${worldId}|${currentRoundId ?? ''}`,
  );
  if (!data) return null;
  const found = observationsOf(data);
  if (found.length === 0) return null;
  const r = resources.resources;
  const text = (o: Observation) =>
    t(`home.observations.${o.key}`, {
      ...o.figures,
      model: data.models.find((m) => m.id === o.ids.model)?.name ?? o.ids.model,
      warehouse: nameIn(r.warehouses, o.ids.warehouse, language),
      segment: nameIn(r.segments, o.ids.segment, language),
      platform: nameIn(r.platforms, o.ids.platform, language),
      amount: o.amount === undefined ? '' : formatMoney(o.amount, baseCurrency(resources), language),
    });
  return (
    <section aria-labelledby="observations-heading" data-testid="observations">
      <h3 id="observations-heading">{t('home.observations.title')}</h3>
      <ul>
        {found.map((o) => (
          <li key={o.key}>
            <Link to={`/worlds/${worldId}/${o.page}`}>{text(o)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
