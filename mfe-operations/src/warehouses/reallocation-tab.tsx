import { API, type Model } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import { afterWrite } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';
import { billRound, freightCost } from './freight';
import { emptyReallocation, ReallocationForm, type ReallocationDraft } from './reallocation-form';
import { StockPlansTable } from './stock-plans-table';
import { useWords } from './use-words';
import { useClearancePlans, useEnvironment, useInventory, useProductionCosts, useProductions, useReallocationPlans, useStorages } from './warehouse-reads';

/**
 * Reallocation: this round's plans to move stock to another warehouse through a logistics service
 * (stage 4: they leave when the round closes and arrive at the start of the next), with their
 * freight and when its bill is paid, and the form to make one.
 */
export function ReallocationTab({ area, models }: { area: Area; models: Model[] | null }) {
  const { t } = useT('operations');
  const words = useWords(area, models);
  const worldId = area.worldId;
  const [inventory] = useInventory(worldId);
  const [plans, reload] = useReallocationPlans(worldId);
  const [clearance] = useClearancePlans(worldId);
  const [storages] = useStorages(worldId);
  const [costs] = useProductionCosts(worldId);
  const [productions] = useProductions(worldId);
  const [environment] = useEnvironment(worldId);
  const [draft, setDraft] = useState<ReallocationDraft>(emptyReallocation);
  if (!inventory || !plans || !clearance || !storages || !costs || !productions || !environment || !models) return <Spinner label={t('loading')} />;
  const { warehouseName, money, language } = words;
  const days = area.resources.config.daysPerRound;
  const service = (id: string) => environment.logisticsServices.find((s) => s.id === id);
  const size = (modelId: string) => costs.models.find((m) => m.modelId === modelId) ?? { unitWeightKg: 0, unitVolumeM3: 0 };
  const done = (text: string) => afterWrite(text, () => setDraft(emptyReallocation), reload);
  return (
    <Card>
      <h2>{t('warehouses.reallocation.plans')}</h2>
      <Muted>{t('warehouses.reallocation.intro')}</Muted>
      <StockPlansTable
        area={area}
        words={words}
        testId="reallocation-table"
        plans={plans}
        placeColumns={[
          { header: t('warehouses.from'), cell: (p) => warehouseName(p.fromWarehouseId) },
          { header: t('warehouses.service'), cell: (p) => textIn(service(p.logisticsServiceId)?.name, language) || p.logisticsServiceId },
          { header: t('warehouses.to'), cell: (p) => warehouseName(p.toWarehouseId) },
        ]}
        figureColumns={[
          {
            header: t('warehouses.reallocation.freight'),
            cell: (p) => {
              const s = service(p.logisticsServiceId);
              return s ? money(freightCost(p.quantity, size(p.modelId), s)) : '—';
            },
          },
          { header: t('warehouses.reallocation.arrives'), cell: (p) => t('warehouses.inventory.startOf', { round: p.round + 1 }) },
          {
            header: t('warehouses.reallocation.billPaid'),
            cell: (p) => {
              const s = service(p.logisticsServiceId);
              return s ? t('warehouses.roundOf', { round: billRound(p.round, s.billPaymentDays, days) }) : '—';
            },
          },
        ]}
        edit={(p) => setDraft({ planId: p.planId, line: `${p.modelId}|${p.fromWarehouseId}`, serviceId: p.logisticsServiceId, quantity: String(p.quantity) })}
        deleteRoute={API.warehouse.deleteReallocationPlan}
        deleted={done(t('deleted'))}
      />
      {area.blockedBecause ? null : (
        <ReallocationForm
          area={area}
          words={words}
          reads={{ inventory, plans, clearance, storages, costs, productions, environment }}
          draft={draft}
          setDraft={setDraft}
          saved={done(t('saved'))}
        />
      )}
    </Card>
  );
}
