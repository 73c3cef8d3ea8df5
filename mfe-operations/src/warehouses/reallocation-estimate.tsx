import type { InventoryRowView, MarketEnvironment } from '@simbiz/contracts';
import { Alert, Muted } from '@simbiz/ui';
import type { Area } from '../common/use-area';
import { unitsThatFit } from '../productions/production-room';
import { arrivals } from './arrivals';
import { destinationRoom } from './destination-room';
import { billRound, freightCost } from './freight';
import type { ReallocationReads } from './reallocation-form';
import type { Words } from './use-words';

type Service = MarketEnvironment['logisticsServices'][number] & { to: { kind: 'warehouse'; warehouseId: string } };

/** What a reallocation comes to before it is made: freight, days on the road, when the bill is paid, when it arrives and the room it finds. */
export function ReallocationEstimate({
  area,
  words,
  reads,
  line,
  route,
  quantity,
  exceptPlanId,
}: {
  area: Area;
  words: Words;
  reads: ReallocationReads;
  line: InventoryRowView;
  route: Service;
  quantity: number;
  exceptPlanId: string | null;
}) {
  const { t, money, units, m3, warehouseName } = words;
  const { inventory, plans, storages, costs, productions } = reads;
  const round = area.round ?? line.round + 1;
  const to = route.to.warehouseId;
  const size = costs.models.find((m) => m.modelId === line.modelId) ?? { unitWeightKg: 0, unitVolumeM3: 0 };
  const volumeOf = (modelId: string) => costs.models.find((m) => m.modelId === modelId)?.unitVolumeM3 ?? 0;
  const stock = inventory.filter((r) => r.round === line.round);
  const inTransit = arrivals({ round: null, inventory: stock, reallocationPlans: plans, productionPlans: [], leadDays: 0 });
  const room = destinationRoom({
    warehouseId: to,
    round,
    storages,
    stock,
    inTransit,
    productionPlans: productions,
    reallocationPlans: plans,
    exceptPlanId,
    volumeOf,
  });
  const fit = unitsThatFit(room.freeM3, size.unitVolumeM3);
  const fitText = Number.isFinite(fit) ? units(fit) : '∞';
  const destination = warehouseName(to);
  return (
    <div data-testid="reallocation-estimate">
      {quantity > 0 ? (
        <Muted>
          {t('warehouses.reallocation.freightEstimate', {
            cost: money(freightCost(quantity, size, route)),
            units: units(quantity),
            unit: money(freightCost(1, size, route)),
          })}
        </Muted>
      ) : (
        <Muted>{t('warehouses.reallocation.unitFreight', { unit: money(freightCost(1, size, route)) })}</Muted>
      )}
      <Muted>{t('warehouses.reallocation.transit', { count: route.days, warehouse: destination, round: round + 1 })}</Muted>
      <Muted>
        {t('warehouses.reallocation.bill', {
          count: route.billPaymentDays,
          round: billRound(round, route.billPaymentDays, area.resources.config.daysPerRound),
        })}
      </Muted>
      <Muted>{t('warehouses.reallocation.room', { warehouse: destination, free: m3(room.freeM3), rented: m3(room.rentedM3), units: fitText })}</Muted>
      {quantity > fit ? (
        <Alert variant="warning">{t('warehouses.reallocation.overRoom', { units: fitText, quantity: units(quantity), warehouse: destination })}</Alert>
      ) : null}
    </div>
  );
}
