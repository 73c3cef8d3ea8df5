import type { InventoryRowView, Storage } from '@simbiz/contracts';
import { Card, Muted, Table } from '@simbiz/ui';
import { formatPercent } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';
import { SpaceBar } from './space-bar';
import { shareUsed, warehouseSpace } from './space';
import type { Words } from './use-words';

/** Per warehouse, the space the stock takes against the space rented this round. */
export function SpaceCard({
  area,
  words,
  storages,
  rows,
  volumeOf,
}: {
  area: Area;
  words: Words;
  storages: Storage[];
  rows: InventoryRowView[];
  volumeOf: (modelId: string) => number;
}) {
  const { t, m3, language, warehouseName } = words;
  const stock = rows.map((r) => ({ modelId: r.modelId, warehouseId: r.warehouseId, units: r.closing }));
  const spaces = warehouseSpace(
    area.resources.resources.warehouses.map((w) => w.id),
    storages,
    stock,
    volumeOf,
    area.round,
  );
  return (
    <Card>
      <h2>{t('warehouses.inventory.space')}</h2>
      <Muted>{t('warehouses.inventory.spaceNote')}</Muted>
      <Table data-testid="inventory-space" wrapOnPhone>
        <thead>
          <tr>
            <th scope="col">{t('warehouses.warehouse')}</th>
            <th scope="col">{t('warehouses.inventory.used')}</th>
            <th scope="col">{t('warehouses.inventory.rented')}</th>
            <th scope="col">{t('warehouses.inventory.share')}</th>
          </tr>
        </thead>
        <tbody>
          {spaces.map((s) => (
            <tr key={s.warehouseId}>
              <th scope="row">{warehouseName(s.warehouseId)}</th>
              <td>{t('warehouses.m3', { value: m3(s.usedM3) })}</td>
              <td>{t('warehouses.m3', { value: m3(s.rentedM3) })}</td>
              <td>
                <SpaceBar share={shareUsed(s)} over={s.overM3 > 0} />
                {s.overM3 > 0 ? t('warehouses.inventory.over', { value: m3(s.overM3) }) : formatPercent(shareUsed(s), language)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
