import { API, type Model, type ProductionPlan, type RoundActivity, type StoreProduct } from '@simbiz/contracts';
import { useRead } from '@simbiz/web-kit';
import { type ChecklistItem, roundChecklist } from './round-checklist';

/**
 * A team's decisions of the round, as its checklist shows them: the caller's own company's, or
 * (`companyId`) the one a manager reviews on the class dashboard. `changes` goes up when the
 * team's decisions changed (the managers' `teams` events), and the four reads are made again; each
 * has a client of its own (useRead), so they go side by side.
 */
export function useRoundChecklist(worldId: string, companyId: string | undefined, round: number, changes = 0): ChecklistItem[] | null {
  const data = companyId ? { worldId, companyId } : { worldId };
  const key = `${worldId}|${companyId ?? ''}|${round}|${changes}`;
  const [models] = useRead<Model[]>((api, done) => void api.call({ route: API.products.listModels, data, success: done }), key);
  const [plans] = useRead<ProductionPlan[]>((api, done) => void api.call({ route: API.products.listProductions, data, success: done }), key);
  const [listings] = useRead<StoreProduct[]>((api, done) => void api.call({ route: API.stores.listProducts, data, success: done }), key);
  const [activity] = useRead<RoundActivity>((api, done) => void api.call({ route: API.stores.roundActivity, data: { ...data, round }, success: done }), key);
  if (!models || !plans || !listings || !activity) return null;
  return roundChecklist({ round, models, plans, listings, activity });
}
