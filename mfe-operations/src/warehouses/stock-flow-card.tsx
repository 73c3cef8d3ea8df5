import type { InventoryRowView } from '@simbiz/contracts';
import { Card, Table } from '@simbiz/ui';
import type { Words } from './use-words';

const FLOW = ['opening', 'produced', 'transferIn', 'sold', 'cleared', 'transferOut', 'closing'] as const;

/** The last resolved round's movements of each model at each warehouse: opening + in − out = closing. */
export function StockFlowCard({ words, rows, round }: { words: Words; rows: InventoryRowView[]; round: number }) {
  const { t, units, modelName, warehouseName } = words;
  return (
    <Card>
      <h2>{t('warehouses.inventory.flow', { round })}</h2>
      <Table data-testid="inventory-flow" wrapOnPhone>
        <thead>
          <tr>
            <th scope="col">{t('warehouses.model')}</th>
            <th scope="col">{t('warehouses.warehouse')}</th>
            {FLOW.map((key) => (
              <th key={key} scope="col">
                {t(`warehouses.inventory.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.modelId}|${r.warehouseId}`}>
              <th scope="row">{modelName(r.modelId)}</th>
              <td>{warehouseName(r.warehouseId)}</td>
              {FLOW.map((key) => (
                <td key={key}>{units(r[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
