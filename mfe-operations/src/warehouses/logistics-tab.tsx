import type { MarketEnvironment, Model } from '@simbiz/contracts';
import { Badge, Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import { Amount } from '../common/amount';
import type { Area } from '../common/use-area';
import { freightCost } from './freight';
import { missingStorages } from './routes';
import { rentedStorages } from './space';
import { useWords } from './use-words';
import { useEnvironment, useProductionCosts, useStorages } from './warehouse-reads';

type Service = MarketEnvironment['logisticsServices'][number];

/**
 * The screenplay's logistics services: route, prices, days on the road and when the bill is paid;
 * which ones the company can use now (space rented at both ends), and what one unit of each of its
 * models costs to send on each.
 */
export function LogisticsTab({ area, models }: { area: Area; models: Model[] | null }) {
  const { t } = useT('operations');
  const words = useWords(area, models);
  const worldId = area.worldId;
  const [environment] = useEnvironment(worldId);
  const [storages] = useStorages(worldId);
  const [costs] = useProductionCosts(worldId);
  if (!environment || !storages || !costs || !models) return <Spinner label={t('loading')} />;
  const { language, money, warehouseName, marketName } = words;
  const rented = new Set(rentedStorages(storages, area.round).map((s) => s.warehouseId));
  const sized = models.flatMap((m) => {
    const size = costs.models.find((c) => c.modelId === m.modelId);
    return size ? [{ model: m, size }] : [];
  });
  const handling = (s: Service) => (s.to.kind === 'market' ? (environment.warehouses.find((w) => w.id === s.fromWarehouseId)?.handlingPerUnit ?? 0) : 0);
  const usable = (s: Service) => {
    const missing = missingStorages(s, rented);
    return missing.length === 0 ? (
      <Badge $variant="success">{t('warehouses.logistics.usable')}</Badge>
    ) : (
      t('warehouses.logistics.rentAt', { warehouses: new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map(warehouseName)) })
    );
  };
  return (
    <Card>
      <h2>{t('warehouses.logistics.title')}</h2>
      <Muted>{t('warehouses.logistics.intro')}</Muted>
      <Table data-testid="logistics-services" wrapOnPhone>
        <thead>
          <tr>
            <th scope="col">{t('warehouses.service')}</th>
            <th scope="col">{t('warehouses.from')}</th>
            <th scope="col">{t('warehouses.to')}</th>
            <th scope="col">{t('warehouses.logistics.perKg')}</th>
            <th scope="col">{t('warehouses.logistics.perM3')}</th>
            <th scope="col">{t('warehouses.logistics.transit')}</th>
            <th scope="col">{t('warehouses.logistics.billPaid')}</th>
            <th scope="col">{t('warehouses.logistics.canUse')}</th>
            <th scope="col">{t('warehouses.logistics.perUnit')}</th>
          </tr>
        </thead>
        <tbody>
          {environment.logisticsServices.map((s) => (
            <tr key={s.id}>
              <th scope="row">{textIn(s.name, language)}</th>
              <td>{warehouseName(s.fromWarehouseId)}</td>
              <td>{s.to.kind === 'market' ? t('warehouses.logistics.shoppersIn', { market: marketName(s.to.marketId) }) : warehouseName(s.to.warehouseId)}</td>
              <Amount>{money(s.costPerKg)}</Amount>
              <Amount>{money(s.costPerM3)}</Amount>
              <td>{t('warehouses.days', { count: s.days })}</td>
              <td>{t('warehouses.logistics.afterDays', { count: s.billPaymentDays })}</td>
              <td>{usable(s)}</td>
              <td>
                {sized.length === 0
                  ? '—'
                  : sized.map(({ model, size }) => (
                      <div key={model.modelId}>
                        {t('warehouses.logistics.modelCost', { model: model.name, cost: money(freightCost(1, size, s, handling(s))) })}
                      </div>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted>{t('warehouses.logistics.note')}</Muted>
    </Card>
  );
}
