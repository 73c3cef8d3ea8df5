import type { MarketEnvironment } from '@simbiz/contracts';
import { Card, Muted, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn } from '@simbiz/web-kit';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';

type Destination = MarketEnvironment['logisticsServices'][number]['to'];

/**
 * Environments, logistics service (section 2): the services that carry stock from a warehouse to
 * another warehouse or to a market's shoppers, what they charge by weight and volume (base
 * currency), how long goods travel and how long after shipping their bill is paid.
 */
export function LogisticsServicePage() {
  const { t, language } = useT('marketResearch');
  return (
    <EnvironmentFrame title={t('environments.title')} section="environments" help="logistics" intro={t('logistics.intro')}>
      {({ world, environment }) => {
        const { markets, warehouses } = world.resources;
        const money = (minor: number) => formatMoney(minor, baseCurrency(world), language);
        const destination = (to: Destination) =>
          to.kind === 'market' ? t('logistics.shoppersIn', { market: nameIn(markets, to.marketId, language) }) : nameIn(warehouses, to.warehouseId, language);
        return (
          <>
            <Card data-testid="logistics-services">
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('logistics.service')}</th>
                    <th scope="col">{t('logistics.from')}</th>
                    <th scope="col">{t('logistics.to')}</th>
                    <th scope="col">{t('logistics.perKg')}</th>
                    <th scope="col">{t('logistics.perM3')}</th>
                    <th scope="col">{t('logistics.transit')}</th>
                    <th scope="col">{t('logistics.billPaid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {environment.logisticsServices.map((l) => (
                    <tr key={l.id}>
                      <th scope="row">{textIn(l.name, language)}</th>
                      <td>{nameIn(warehouses, l.fromWarehouseId, language)}</td>
                      <td>{destination(l.to)}</td>
                      <td>{money(l.costPerKg)}</td>
                      <td>{money(l.costPerM3)}</td>
                      <td>{t('markets.days', { count: l.days })}</td>
                      <td>{t('logistics.afterDays', { count: l.billPaymentDays })}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
            <Muted>{t('logistics.note')}</Muted>
          </>
        );
      }}
    </EnvironmentFrame>
  );
}
