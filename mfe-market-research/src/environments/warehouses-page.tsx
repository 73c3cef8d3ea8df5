import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { textIn, useApi, useParams } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { SectionTabs } from '../common/section-tabs';

/** Environments, warehouses (section 2): where a company can keep its stock, in which market, and how much room each has. */
export function WarehousesPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  if (!world) return <Spinner label={t('loading')} />;
  const { warehouses, markets } = world.resources;
  const number = new Intl.NumberFormat(language);
  return (
    <div>
      <h1>{t('environments.title')}</h1>
      <SectionTabs section="environments" />
      <Muted>{t('warehouses.intro')}</Muted>
      <Card data-testid="warehouses">
        <Table wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('warehouses.warehouse')}</th>
              <th scope="col">{t('warehouses.market')}</th>
              <th scope="col">{t('warehouses.capacity')}</th>
            </tr>
          </thead>
          <tbody>
            {warehouses.map((w) => (
              <tr key={w.id}>
                <th scope="row">{textIn(w.name, language)}</th>
                <td>{textIn(markets.find((m) => m.id === w.marketId)?.name, language)}</td>
                <td>{t('warehouses.cubicMetres', { value: number.format(w.capacityM3) })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
