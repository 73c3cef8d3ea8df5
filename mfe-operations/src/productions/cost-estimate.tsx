import type { ProductionCosts } from '@simbiz/contracts';
import { Muted, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney } from '@simbiz/web-kit';
import styled from 'styled-components';
import { Amount } from '../common/amount';
import type { Area } from '../common/use-area';
import { Figures } from './figures';
import { batchTotal, batchUnitCost, curvePoints, plannedBefore, unitCostAt } from './learning-curve';

type ModelCosts = ProductionCosts['models'][number];

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: 0.3rem;
`;

export interface CostEstimateProps {
  area: Area;
  costs: ProductionCosts;
  model: ModelCosts & { name: string };
  quantity: number;
  /** This round's plans so far: those of the model are made first, further down its curve. */
  plans: readonly { modelId: string; quantity: number }[];
}

/**
 * What a plan of `quantity` units of a model would cost, on the engine's learning curve: the
 * batch's unit cost and total with the set-up fee, the output it starts from, the unit cost before
 * and after it, and a small table of how the model's unit cost falls as output doubles.
 */
export function CostEstimate({ area, costs, model, quantity, plans }: CostEstimateProps) {
  const { t, language } = useT('operations');
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const money = (minor: number) => formatMoney(minor, baseCurrency(area.resources), language);
  const earlier = plannedBefore(plans, model.modelId);
  const start = model.cumulativeProduced + earlier;
  const unitCost = batchUnitCost(costs, model.baseUnitCost, start, quantity);
  const figures = [
    { key: 'batchUnitCost', value: money(unitCost) },
    { key: 'total', value: money(batchTotal(unitCost, quantity, costs.setupCost)) },
    { key: 'costNow', value: money(unitCostAt(costs, model.baseUnitCost, start)) },
    { key: 'costAfter', value: money(unitCostAt(costs, model.baseUnitCost, start + quantity)) },
  ];
  return (
    <div data-testid="production-estimate">
      <h3>{t('productions.estimate.title')}</h3>
      <Muted>
        {t('productions.estimate.madeSoFar', { units: number(model.cumulativeProduced), model: model.name })}
        {earlier > 0 ? ` ${t('productions.estimate.plannedEarlier', { units: number(earlier) })}` : ''}
      </Muted>
      <Figures>
        {figures.map((f) => (
          <div key={f.key} data-testid={`estimate-${f.key}`}>
            <dt>{t(`productions.estimate.${f.key}`)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </Figures>
      <Muted>{t('productions.estimate.totalDetail', { quantity: number(quantity), unitCost: money(unitCost), fee: money(costs.setupCost) })}</Muted>
      <Table data-testid="production-curve" wrapOnPhone>
        <Caption>{t('productions.estimate.curve', { model: model.name })}</Caption>
        <thead>
          <tr>
            <th scope="col">{t('productions.estimate.output')}</th>
            <th scope="col">{t('productions.unitCost')}</th>
          </tr>
        </thead>
        <tbody>
          {curvePoints(costs, model.baseUnitCost).map((point) => (
            <tr key={point.volume}>
              <th scope="row">{t('productions.estimate.outputTimes', { units: number(point.volume), times: number(point.volume / costs.firstBatch) })}</th>
              <Amount>{money(point.unitCost)}</Amount>
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted>{t('productions.estimate.note')}</Muted>
    </div>
  );
}
