import { API, type Model, type ProductionPlan, type RoundActivity, type StoreProduct } from '@simbiz/contracts';
import { useApi } from '@simbiz/web-kit';
import { useEffect, useState } from 'react';
import { type ChecklistItem, roundChecklist } from './round-checklist';

interface Decided {
  models: Model[];
  plans: ProductionPlan[];
  listings: StoreProduct[];
  activity: RoundActivity;
}

/**
 * A team's decisions of the round, as its checklist shows them: the caller's own company's, or
 * (`companyId`) the one a manager reviews on the class dashboard.
 */
export function useRoundChecklist(worldId: string, companyId: string | undefined, round: number): ChecklistItem[] | null {
  // Each read has a client of its own: a client makes one call at a time and drops the next while one is out.
  const modelsApi = useApi();
  const plansApi = useApi();
  const listingsApi = useApi();
  const activityApi = useApi();
  const [decided, setDecided] = useState<Partial<Decided>>({});
  useEffect(() => {
    const keep = (key: keyof Decided) => (value: unknown) => setDecided((before) => ({ ...before, [key]: value }));
    const data = companyId ? { worldId, companyId } : { worldId };
    void modelsApi.call({ route: API.products.listModels, data, success: keep('models') });
    void plansApi.call({ route: API.products.listProductions, data, success: keep('plans') });
    void listingsApi.call({ route: API.stores.listProducts, data, success: keep('listings') });
    void activityApi.call({ route: API.stores.roundActivity, data: { ...data, round }, success: keep('activity') });
  }, [modelsApi, plansApi, listingsApi, activityApi, worldId, companyId, round]);
  const { models, plans, listings, activity } = decided;
  if (!models || !plans || !listings || !activity) return null;
  return roundChecklist({ round, models, plans, listings, activity });
}
