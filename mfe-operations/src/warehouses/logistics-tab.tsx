import type { Model } from '@simbiz/contracts';
import { Badge, Card, Muted, Spinner, useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';
import { freightCost } from './freight';
import { Lines, LogisticsServices, type Service, type ServiceFact, Whole } from './logistics-services';
import { missingStorages } from './routes';
import { rentedStorages } from './space';
import { useWords } from './use-words';
import { useEnvironment, useProductionCosts, useStorages } from './warehouse-reads';

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
  const destination = (s: Service) =>
    s.to.kind === 'market' ? t('warehouses.logistics.shoppersIn', { market: marketName(s.to.marketId) }) : warehouseName(s.to.warehouseId);
  const usable = (s: Service) => {
    const missing = missingStorages(s, rented);
    return missing.length === 0 ? (
      <Badge $variant="success">{t('warehouses.logistics.usable')}</Badge>
    ) : (
      t('warehouses.logistics.rentAt', { warehouses: new Intl.ListFormat(language, { type: 'conjunction' }).format(missing.map(warehouseName)) })
    );
  };
  const perUnit = (s: Service) =>
    sized.length === 0 ? (
      '—'
    ) : (
      <Lines
        lines={sized.map(({ model, size }) => t('warehouses.logistics.modelCost', { model: model.name, cost: money(freightCost(1, size, s, handling(s))) }))}
      />
    );
  // The facts of nine columns in six (route, both prices, both day counts merged): the table fits a desktop's page column.
  const facts: ServiceFact[] = [
    { header: t('warehouses.logistics.route'), cell: (s) => t('warehouses.logistics.fromTo', { from: warehouseName(s.fromWarehouseId), to: destination(s) }) },
    {
      header: t('warehouses.logistics.price'),
      amount: true,
      cell: (s) => (
        <Lines
          lines={[t('warehouses.logistics.pricePerKg', { price: money(s.costPerKg) }), t('warehouses.logistics.pricePerM3', { price: money(s.costPerM3) })]}
        />
      ),
    },
    {
      header: t('warehouses.logistics.days'),
      cell: (s) => (
        <Lines
          lines={[<Whole>{t('warehouses.logistics.transitDays', { count: s.days })}</Whole>, t('warehouses.logistics.billAfter', { count: s.billPaymentDays })]}
        />
      ),
    },
    { header: t('warehouses.logistics.canUse'), cell: usable },
    { header: t('warehouses.logistics.perUnit'), cell: perUnit },
  ];
  return (
    <Card>
      <h2>{t('warehouses.logistics.title')}</h2>
      <Muted>{t('warehouses.logistics.intro')}</Muted>
      <LogisticsServices
        testId="logistics-services"
        services={environment.logisticsServices}
        nameHeader={t('warehouses.service')}
        name={(s) => textIn(s.name, language)}
        facts={facts}
      />
      <Muted>{t('warehouses.logistics.note')}</Muted>
    </Card>
  );
}
