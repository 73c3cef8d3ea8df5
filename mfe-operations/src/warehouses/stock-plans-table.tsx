import { API } from '@simbiz/contracts';
import { Button, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { type RoundItemsColumn, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { type Area, roundTable } from '../common/use-area';
import type { Words } from './use-words';

/** What a clearance sale and a reallocation share: a quantity of a model's stock, planned in a round. */
export interface StockPlan {
  planId: string;
  version: number;
  round: number;
  modelId: string;
  quantity: number;
}

export interface StockPlansTableProps<P extends StockPlan> {
  area: Area;
  words: Words;
  testId: string;
  /** Every plan read; the table shows this round's. */
  plans: readonly P[];
  /** Where the stock is (and where it goes): the columns between the model and the quantity. */
  placeColumns: readonly RoundItemsColumn<P>[];
  /** What the plan costs, brings or when: the columns after the quantity. */
  figureColumns: readonly RoundItemsColumn<P>[];
  /** Puts the plan into the tab's form. */
  edit: (plan: P) => void;
  deleteRoute: typeof API.warehouse.deleteClearancePlan | typeof API.warehouse.deleteReallocationPlan;
  /** After a plan is deleted (the toast, the form reset, the reload). */
  deleted: () => void;
}

/**
 * This round's plans of a stock tab (clearance sales, reallocations): the model, the tab's place
 * columns, the quantity and the tab's figure columns, each plan with its edit and delete actions
 * while the team decides.
 */
export function StockPlansTable<P extends StockPlan>({
  area,
  words,
  testId,
  plans,
  placeColumns,
  figureColumns,
  edit,
  deleteRoute,
  deleted,
}: StockPlansTableProps<P>) {
  const { t } = useT('operations');
  const api = useApi();
  const { modelName, units } = words;
  return (
    <RoundItemsTable
      testId={testId}
      items={plans.filter((p) => p.round === area.round)}
      itemKey={(p) => p.planId}
      itemRound={(p) => p.round}
      {...roundTable(area, t)}
      columns={[
        { header: t('warehouses.model'), cell: (p) => modelName(p.modelId) },
        ...placeColumns,
        { header: t('warehouses.quantity'), cell: (p) => units(p.quantity) },
        ...figureColumns,
      ]}
      actions={(p) => (
        <>
          <Button size="sm" variant="tertiary" onClick={() => edit(p)}>
            {t('edit')}
          </Button>{' '}
          <Button
            size="sm"
            variant="danger"
            onClick={() => void api.call({ route: deleteRoute, data: { worldId: area.worldId, planId: p.planId, version: p.version }, success: deleted })}
          >
            {t('delete')}
          </Button>
        </>
      )}
    />
  );
}
