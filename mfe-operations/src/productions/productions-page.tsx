import { API, type InventoryRowView, type Model, type ProductionCosts, type ProductionPlan, type Storage } from '@simbiz/contracts';
import { Button, Card, Spinner, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn, useApi, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { AreaWarnings, DecisionNote } from '../common/area-parts';
import { roundTable, useArea } from '../common/use-area';
import { FactoryCard } from './factory-card';
import { ProductionForm } from './production-form';
import { rentedStorages } from './production-room';

/**
 * Production plans of every round (section 2, operating/productions/list): the factory's figures,
 * the plans, and a form for this round's that shows each plan's learning-curve cost, the capacity
 * it shares and the space it finds before it is made.
 */
export function ProductionsPage() {
  const { t, language } = useT('operations');
  const area = useArea();
  const api = useApi();
  const worldId = area?.worldId ?? '';
  const [plans, reload] = useRead<ProductionPlan[]>(
    (client, done) => void client.call({ route: API.products.listProductions, data: { worldId }, success: done }),
    worldId,
  );
  const [models] = useRead<Model[]>((client, done) => void client.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  const [costs] = useRead<ProductionCosts>(
    (client, done) => void client.call({ route: API.products.productionCosts, data: { worldId }, success: done }),
    // Output so far changes when a round is resolved.
    worldId && `${worldId}|${area?.round ?? 0}`,
  );
  const [storages] = useRead<Storage[]>((client, done) => void client.call({ route: API.warehouse.listStorages, data: { worldId }, success: done }), worldId);
  const [inventory] = useRead<InventoryRowView[]>(
    (client, done) => void client.call({ route: API.warehouse.listInventory, data: { worldId }, success: done }),
    worldId,
  );
  if (!area || plans === null) return <Spinner label={t('loading')} />;
  const thisRound = plans.filter((p) => p.round === area.round);
  const modelName = (id: string) => models?.find((m) => m.modelId === id)?.name ?? '';
  const warehouseName = (id: string) => textIn(area.resources.resources.warehouses.find((w) => w.id === id)?.name, language);
  const rented = rentedStorages(storages ?? []);
  const lastRound = Math.max(0, ...(inventory ?? []).map((r) => r.round));
  const stock = (inventory ?? []).filter((r) => r.round === lastRound).map((r) => ({ modelId: r.modelId, warehouseId: r.warehouseId, units: r.closing }));
  return (
    <div>
      <PageTitle help="production">{t('productions.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['production', 'storages']} models={models} />
      {costs ? <FactoryCard area={area} costs={costs} plans={thisRound} /> : null}
      <Card>
        <RoundItemsTable
          testId="productions-table"
          items={plans}
          itemKey={(p) => p.planId}
          itemRound={(p) => p.round}
          {...roundTable(area, t)}
          columns={[
            { header: t('productions.round'), cell: (p) => p.round },
            { header: t('productions.model'), cell: (p) => modelName(p.modelId) },
            { header: t('productions.quantity'), cell: (p) => p.quantity },
            { header: t('productions.warehouse'), cell: (p) => warehouseName(p.warehouseId) },
            { header: t('productions.produced'), cell: (p) => p.produced ?? t('productions.pending') },
            {
              header: t('productions.unitCost'),
              cell: (p) => (p.unitCost === null ? '' : formatMoney(Math.round(p.unitCost), baseCurrency(area.resources), language)),
            },
          ]}
          actions={(p) => (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void api.call({
                  route: API.products.deleteProduction,
                  data: { worldId, planId: p.planId, version: p.version },
                  success: afterWrite(t('deleted'), reload),
                })
              }
            >
              {t('delete')}
            </Button>
          )}
        />
      </Card>
      {/* A plan needs a model, a storage and the factory's figures: the form waits for all, or its warehouse would be empty. */}
      {area.blockedBecause || !models?.length || !rented.length || !costs ? null : (
        <ProductionForm area={area} models={models} storages={rented} costs={costs} stock={stock} plans={thisRound} reload={reload} />
      )}
    </div>
  );
}
