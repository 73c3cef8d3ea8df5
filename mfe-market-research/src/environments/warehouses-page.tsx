import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn, useApi, useParams } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { SectionTabs } from '../common/section-tabs';
import { useEnvironment } from '../common/use-environment';

/** Environments, warehouses (section 2): where a company can keep its stock, in which market, how much room each has and what it charges (base currency). */
export function WarehousesPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const environment = useEnvironment();
  if (!world || !environment) return <Spinner label={t('loading')} />;
  const { warehouses, markets } = world.resources;
  const number = new Intl.NumberFormat(language);
  const money = (minor: number) => formatMoney(minor, baseCurrency(world), language);
  return (
    <div>
      <PageTitle help="storages">{t('environments.title')}</PageTitle>
      <SectionTabs section="environments" />
      <Muted>{t('warehouses.intro')}</Muted>
      <Card data-testid="warehouses">
        <Table wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('warehouses.warehouse')}</th>
              <th scope="col">{t('warehouses.market')}</th>
              <th scope="col">{t('warehouses.capacity')}</th>
              <th scope="col">{t('warehouseCharges.rent')}</th>
              <th scope="col">{t('warehouseCharges.handling')}</th>
            </tr>
          </thead>
          <tbody>
            {warehouses.map((w) => (
              <tr key={w.id}>
                <th scope="row">{textIn(w.name, language)}</th>
                <td>{textIn(markets.find((m) => m.id === w.marketId)?.name, language)}</td>
                <td>{t('warehouses.cubicMetres', { value: number.format(w.capacityM3) })}</td>
                <td>{money(environment.warehouses.find((c) => c.id === w.id)?.rentPerM3 ?? 0)}</td>
                <td>{money(environment.warehouses.find((c) => c.id === w.id)?.handlingPerUnit ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
