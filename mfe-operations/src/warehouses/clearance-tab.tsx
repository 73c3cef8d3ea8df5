import { API, type ClearancePlan, type Model } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { afterWrite } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';
import { ClearanceForm, type ClearanceDraft, emptyClearance } from './clearance-form';
import { StockPlansTable } from './stock-plans-table';
import { lastResolvedRound } from './stock';
import { useWords } from './use-words';
import { useClearancePlans, useEnvironment, useInventory, useReallocationPlans } from './warehouse-reads';

/**
 * Clearance sales: this round's plans to sell stock outside the market at the screenplay's
 * clearance fraction of its cost (stage 10, after the round's sales), and the form to make one.
 */
export function ClearanceTab({ area, models }: { area: Area; models: Model[] | null }) {
  const { t } = useT('operations');
  const words = useWords(area, models);
  const worldId = area.worldId;
  const [inventory] = useInventory(worldId);
  const [plans, reload] = useClearancePlans(worldId);
  const [reallocations] = useReallocationPlans(worldId);
  const [environment] = useEnvironment(worldId);
  const [draft, setDraft] = useState<ClearanceDraft>(emptyClearance);
  if (!inventory || !plans || !reallocations || !models || !environment) return <Spinner label={t('loading')} />;
  const { warehouseName, money, percent } = words;
  const fraction = environment.clearanceFraction;
  const last = lastResolvedRound(inventory);
  const unitCost = (p: ClearancePlan) => inventory.find((r) => r.round === last && r.modelId === p.modelId && r.warehouseId === p.warehouseId)?.unitCost ?? 0;
  const done = (text: string) => afterWrite(text, () => setDraft(emptyClearance), reload);
  return (
    <Card>
      <h2>{t('warehouses.clearance.plans')}</h2>
      <Muted>{t('warehouses.clearance.intro')}</Muted>
      <StockPlansTable
        area={area}
        words={words}
        testId="clearance-table"
        plans={plans}
        placeColumns={[{ header: t('warehouses.warehouse'), cell: (p) => warehouseName(p.warehouseId) }]}
        figureColumns={[
          { header: t('warehouses.clearance.costValue'), cell: (p) => money(p.quantity * unitCost(p)) },
          { header: t('warehouses.clearance.income'), cell: (p) => money(p.quantity * unitCost(p) * fraction) },
        ]}
        edit={(p) => setDraft({ planId: p.planId, line: `${p.modelId}|${p.warehouseId}`, quantity: String(p.quantity) })}
        deleteRoute={API.warehouse.deleteClearancePlan}
        deleted={done(t('deleted'))}
      />
      {plans.some((p) => p.round === area.round) ? <Muted>{t('warehouses.clearance.fractionNote', { percent: percent(fraction) })}</Muted> : null}
      {area.blockedBecause ? null : (
        <ClearanceForm
          area={area}
          words={words}
          inventory={inventory}
          plans={plans}
          reallocations={reallocations}
          fraction={fraction}
          draft={draft}
          setDraft={setDraft}
          saved={done(t('saved'))}
        />
      )}
    </Card>
  );
}
