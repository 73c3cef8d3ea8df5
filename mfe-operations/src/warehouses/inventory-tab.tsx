import type { Model } from '@simbiz/contracts';
import { Alert, Spinner, useT } from '@simbiz/ui';
import type { Area } from '../common/use-area';
import { arrivals } from './arrivals';
import { ArrivalsCard } from './arrivals-card';
import { CostLayersCard } from './cost-layers-card';
import { SpaceCard } from './space-card';
import { lastResolvedRound } from './stock';
import { StockFlowCard } from './stock-flow-card';
import { useInventory, useProductionCosts, useProductions, useReallocationPlans, useStorages } from './warehouse-reads';
import { useWords } from './use-words';

/**
 * The inventory list: the space the stock takes against the space rented, the last resolved
 * round's stock movements and cost layers per model and warehouse, and what arrives when.
 */
export function InventoryTab({ area, models }: { area: Area; models: Model[] | null }) {
  const { t } = useT('operations');
  const words = useWords(area, models);
  const worldId = area.worldId;
  const [inventory] = useInventory(worldId);
  const [storages] = useStorages(worldId);
  const [costs] = useProductionCosts(worldId);
  const [productions] = useProductions(worldId);
  const [reallocations] = useReallocationPlans(worldId);
  if (!inventory || !storages || !costs || !productions || !reallocations || !models) return <Spinner label={t('loading')} />;
  const last = lastResolvedRound(inventory);
  const rows = inventory.filter((r) => r.round === last);
  const volumeOf = (modelId: string) => costs.models.find((m) => m.modelId === modelId)?.unitVolumeM3 ?? 0;
  const coming = arrivals({ round: area.round, inventory: rows, reallocationPlans: reallocations, productionPlans: productions, leadDays: costs.leadDays });
  const anyResolved = last !== null || (area.round ?? 1) > 1;
  return (
    <>
      {!anyResolved ? (
        <Alert variant="info">
          <span data-testid="inventory-not-resolved">{t('warehouses.inventory.notResolved')}</span>
        </Alert>
      ) : rows.length === 0 ? (
        <Alert variant="info">{t('warehouses.inventory.noStock')}</Alert>
      ) : null}
      <SpaceCard area={area} words={words} storages={storages} rows={rows} volumeOf={volumeOf} />
      {last !== null && rows.length > 0 ? (
        <>
          <StockFlowCard words={words} rows={rows} round={last} />
          <CostLayersCard words={words} rows={rows} productions={productions} round={last} />
        </>
      ) : null}
      <ArrivalsCard words={words} arrivals={coming} />
    </>
  );
}
