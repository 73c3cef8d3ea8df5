import { Card, Muted, Table } from '@simbiz/ui';
import type { Arrival } from './arrivals';
import type { Words } from './use-words';

/** What arrives at the company's warehouses, and when. */
export function ArrivalsCard({ words, arrivals }: { words: Words; arrivals: Arrival[] }) {
  const { t, units, modelName, warehouseName } = words;
  const when = (a: Arrival) =>
    a.day === null ? t('warehouses.inventory.startOf', { round: a.round }) : t('warehouses.inventory.dayOf', { day: a.day, round: a.round });
  return (
    <Card>
      <h2>{t('warehouses.inventory.arrivals')}</h2>
      {arrivals.length === 0 ? (
        <Muted>{t('warehouses.inventory.nothingComing')}</Muted>
      ) : (
        <>
          <Table data-testid="inventory-arrivals" wrapOnPhone>
            <thead>
              <tr>
                <th scope="col">{t('warehouses.inventory.when')}</th>
                <th scope="col">{t('warehouses.model')}</th>
                <th scope="col">{t('warehouses.units')}</th>
                <th scope="col">{t('warehouses.from')}</th>
                <th scope="col">{t('warehouses.to')}</th>
                <th scope="col">{t('warehouses.inventory.how')}</th>
              </tr>
            </thead>
            <tbody>
              {arrivals.map((a, i) => (
                <tr key={i}>
                  <td>{when(a)}</td>
                  <th scope="row">{modelName(a.modelId)}</th>
                  <td>{units(a.units)}</td>
                  <td>{a.fromWarehouseId === null ? t('warehouses.inventory.factory') : warehouseName(a.fromWarehouseId)}</td>
                  <td>{warehouseName(a.warehouseId)}</td>
                  <td>{t(`warehouses.inventory.kinds.${a.kind}`)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Muted>{t('warehouses.inventory.arrivalsNote')}</Muted>
        </>
      )}
    </Card>
  );
}
