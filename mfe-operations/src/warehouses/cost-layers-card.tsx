import type { InventoryRowView, ProductionPlan } from '@simbiz/contracts';
import { Card, Muted, Table } from '@simbiz/ui';
import { Amount } from '../common/amount';
import { costLayers, type Layer } from './cost-layers';
import type { Words } from './use-words';

/** What the stock cost, layer by layer (weighted average), and what it is worth at cost. */
export function CostLayersCard({ words, rows, productions, round }: { words: Words; rows: InventoryRowView[]; productions: ProductionPlan[]; round: number }) {
  const { t, units, money, modelName, warehouseName } = words;
  const lines = rows.map((row) => ({ row, layers: costLayers(row, productions) }));
  const total = lines.reduce((sum, l) => sum + l.layers.closing.value, 0);
  const layer = (l: Layer) =>
    l.units === 0
      ? '—'
      : l.unitCost === null
        ? t('warehouses.inventory.costUnknown', { units: units(l.units) })
        : t('warehouses.inventory.at', { units: units(l.units), cost: money(l.unitCost) });
  return (
    <Card>
      <h2>{t('warehouses.inventory.layers', { round })}</h2>
      <Muted>{t('warehouses.inventory.layersNote')}</Muted>
      <Table data-testid="inventory-layers" wrapOnPhone>
        <thead>
          <tr>
            <th scope="col">{t('warehouses.model')}</th>
            <th scope="col">{t('warehouses.warehouse')}</th>
            <th scope="col">{t('warehouses.inventory.openingLayer')}</th>
            <th scope="col">{t('warehouses.inventory.producedLayer')}</th>
            <th scope="col">{t('warehouses.inventory.transferLayer')}</th>
            <th scope="col">{t('warehouses.inventory.average')}</th>
            <th scope="col">{t('warehouses.inventory.value')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ row, layers }) => (
            <tr key={`${row.modelId}|${row.warehouseId}`}>
              <th scope="row">{modelName(row.modelId)}</th>
              <td>{warehouseName(row.warehouseId)}</td>
              <td>{layer(layers.opening)}</td>
              <td>{layer(layers.produced)}</td>
              <td>{layer(layers.transferIn)}</td>
              <Amount>{money(layers.closing.unitCost)}</Amount>
              <Amount>{money(layers.closing.value)}</Amount>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              {t('warehouses.inventory.total')}
            </th>
            <Amount data-testid="inventory-value">{money(total)}</Amount>
          </tr>
        </tfoot>
      </Table>
    </Card>
  );
}
