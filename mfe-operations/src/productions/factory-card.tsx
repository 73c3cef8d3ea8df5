import type { ProductionCosts } from '@simbiz/contracts';
import { Card, Muted, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';
import { Figures } from './figures';
import { fallPerDoubling } from './learning-curve';
import { capacityLeft } from './production-room';

/**
 * The factory as the screenplay sets it: the units it makes a round (shared by all of the
 * company's plans) and what this round's plans leave of them, the lead time, the set-up fee each
 * plan pays, and how the learning curve lowers a model's unit cost.
 */
export function FactoryCard({ area, costs, plans }: { area: Area; costs: ProductionCosts; plans: readonly { quantity: number }[] }) {
  const { t, language } = useT('operations');
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(fallPerDoubling(costs));
  const figures = [
    { key: 'capacityPerRound', value: t('productions.factory.units', { units: number(costs.capacityPerRound) }) },
    { key: 'capacityLeft', value: t('productions.factory.units', { units: number(capacityLeft(costs.capacityPerRound, plans)) }) },
    { key: 'leadTime', value: t('productions.factory.leadDays', { leadDays: number(costs.leadDays) }) },
    { key: 'setupFee', value: formatMoney(costs.setupCost, baseCurrency(area.resources), language) },
  ];
  return (
    <Card data-testid="factory-card">
      <h2>{t('productions.factory.title')}</h2>
      <Figures>
        {figures.map((f) => (
          <div key={f.key} data-testid={`factory-${f.key}`}>
            <dt>{t(`productions.factory.${f.key}`)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </Figures>
      <Muted>{t('productions.factory.learning', { firstBatch: number(costs.firstBatch), percent })}</Muted>
    </Card>
  );
}
