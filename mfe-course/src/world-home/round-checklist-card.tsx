import { API, type CompanyPromotion, type Model, type ProductionPlan, type StoreProduct } from '@simbiz/contracts';
import { Badge, Card, useT } from '@simbiz/ui';
import { Link, useApi } from '@simbiz/web-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { roundChecklist } from './round-checklist';

interface Decided {
  models: Model[];
  plans: ProductionPlan[];
  listings: StoreProduct[];
  promotions: CompanyPromotion[];
}

/** This round's decisions of the caller's team: what is done and what is left, each with the way to its page. */
export function RoundChecklistCard({ worldId, round }: { worldId: string; round: number }) {
  const { t } = useT('course');
  const modelsApi = useApi();
  const plansApi = useApi();
  const listingsApi = useApi();
  const promotionsApi = useApi();
  const [decided, setDecided] = useState<Partial<Decided>>({});
  // Read again when the round changes; the page is opened anew after deciding.
  useEffect(() => {
    const keep = (key: keyof Decided) => (value: unknown) => setDecided((before) => ({ ...before, [key]: value }));
    void modelsApi.call({ route: API.products.listModels, data: { worldId }, success: keep('models') });
    void plansApi.call({ route: API.products.listProductions, data: { worldId }, success: keep('plans') });
    void listingsApi.call({ route: API.stores.listProducts, data: { worldId }, success: keep('listings') });
    void promotionsApi.call({ route: API.stores.listCompanyPromotions, data: { worldId }, success: keep('promotions') });
  }, [modelsApi, plansApi, listingsApi, promotionsApi, worldId, round]);
  const { models, plans, listings, promotions } = decided;
  if (!models || !plans || !listings || !promotions) return null;
  const items = roundChecklist({ round, models, plans, listings, promotions });
  return (
    <Card aria-labelledby="checklist-heading" data-testid="round-checklist">
      <h2 id="checklist-heading">{t('checklist.title', { round })}</h2>
      <List>
        {items.map((item) => (
          <li key={item.key} data-item={item.key} data-done={item.done}>
            <Badge $variant={item.done ? 'success' : 'secondary'}>{t(item.done ? 'checklist.done' : 'checklist.todo')}</Badge>{' '}
            <Link to={`/worlds/${worldId}/operating/${item.path}`}>{t(`checklist.${item.key}`)}</Link>
            {item.optional ? <span> {t('checklist.optional')}</span> : null}
          </li>
        ))}
      </List>
    </Card>
  );
}

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 0.35rem 0;
  }
`;
