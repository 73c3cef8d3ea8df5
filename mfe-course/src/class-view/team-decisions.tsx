import { API, type CompanyPromotion, type Model, type ProductionPlan, type StoreProduct } from '@simbiz/contracts';
import { Badge, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Hidden } from './hidden';
import { type ChecklistItem, roundChecklist } from '../world-home/round-checklist';

interface Decided {
  models: Model[];
  plans: ProductionPlan[];
  listings: StoreProduct[];
  promotions: CompanyPromotion[];
}

/** A team's decisions of the round as its own checklist shows them, read as the manager reviewing its company. */
export function useTeamChecklist(worldId: string, companyId: string, round: number): ChecklistItem[] | null {
  // Each read has a client of its own: a client makes one call at a time and drops the next while one is out.
  const modelsApi = useApi();
  const plansApi = useApi();
  const listingsApi = useApi();
  const promotionsApi = useApi();
  const [decided, setDecided] = useState<Partial<Decided>>({});
  useEffect(() => {
    const keep = (key: keyof Decided) => (value: unknown) => setDecided((before) => ({ ...before, [key]: value }));
    const data = { worldId, companyId };
    void modelsApi.call({ route: API.products.listModels, data, success: keep('models') });
    void plansApi.call({ route: API.products.listProductions, data, success: keep('plans') });
    void listingsApi.call({ route: API.stores.listProducts, data, success: keep('listings') });
    void promotionsApi.call({ route: API.stores.listCompanyPromotions, data, success: keep('promotions') });
  }, [modelsApi, plansApi, listingsApi, promotionsApi, worldId, companyId, round]);
  const { models, plans, listings, promotions } = decided;
  if (!models || !plans || !listings || !promotions) return null;
  return roundChecklist({ round, models, plans, listings, promotions });
}

/** The checklist in a table cell: one badge per step, done or still to do. */
export function TeamDecisions({ items }: { items: ChecklistItem[] | null }) {
  const { t } = useT('course');
  if (!items) return <span>…</span>;
  return (
    <Steps>
      {items.map((item) => (
        <Badge key={item.key} $variant={item.done ? 'success' : item.optional ? 'secondary' : 'warning'} data-item={item.key} data-done={item.done}>
          {t(`classView.step.${item.key}`)}
          <Hidden> {t(item.done ? 'checklist.done' : 'checklist.todo')}</Hidden>
        </Badge>
      ))}
    </Steps>
  );
}

/** Whether every step a round needs is done (the optional ones aside). */
export function decided(items: readonly ChecklistItem[]): boolean {
  return items.every((item) => item.done || item.optional);
}

const Steps = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
