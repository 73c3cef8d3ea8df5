import { API, type Budget, type RoundWarning, WORLD_STATUS } from '@simbiz/contracts';
import { addCatalogue, type Locale, loadCatalogue } from '@simbiz/i18n';
import { Alert, Card, Table, useI18n, useT } from '@simbiz/ui';
import { baseCurrency, DECISION_MADE_EVENT, formatMoney, useApi } from '@simbiz/web-kit';
import { warningNames } from '@simbiz/web-kit/src/round-warnings';
import { warningText } from '@simbiz/web-kit/src/warning-text';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { summariseBudget } from './budget';
import type { Area } from './use-area';
import { Amount } from './amount';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Title = styled.strong`
  display: block;
  margin-bottom: 0.4rem;
`;

const Breakdown = styled.details`
  margin-top: 0.5rem;
  summary {
    cursor: pointer;
  }
`;

/** A retry after the strip's own client was still waiting for its last answer. */
const BUSY_RETRY_MS = 250;

/**
 * The round's budget above every operations page, for the team deciding and a manager reviewing
 * it: the cash at the start, what the decisions so far spend and borrow, and the projected cash
 * before any sales, in the base currency: the engine's own pro forma (engine.budget), read again
 * after every decision.
 * Below zero is allowed (the engine's emergency credit covers it) and said plainly; what the
 * engine would cut of the decisions as they stand is listed, so it can be fixed before the close.
 */
export function BudgetStrip({ area }: { area: Area }) {
  const { t, language } = useT('operations');
  const warningsT = useT('warnings').t;
  const api = useApi();
  const i18n = useI18n();
  useEffect(() => {
    void addCatalogue(i18n, 'warnings', (locale) => loadCatalogue(locale as Locale, 'warnings'));
  }, [i18n]);
  // A manager reviewing a team sees its budget while the round runs, as the team does.
  const shown = area.blockedBecause === null || (area.reviewing !== null && area.status === WORLD_STATUS.running);
  const worldId = shown ? area.worldId : '';
  const [budget, setBudget] = useState<Budget | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const again = () => setVersion((v) => v + 1);
    window.addEventListener(DECISION_MADE_EVENT, again);
    return () => window.removeEventListener(DECISION_MADE_EVENT, again);
  }, []);
  useEffect(() => {
    if (!worldId) return;
    void api.call({
      route: API.engine.budget,
      data: { worldId },
      success: setBudget,
      busy: () => setTimeout(() => setVersion((v) => v + 1), BUSY_RETRY_MS),
      // A budget that cannot be read leaves the page as it is: the decisions themselves still work.
      error: () => true,
    });
  }, [api, worldId, area.round, version]);
  if (!shown || !budget) return null;
  const money = (minor: number) => formatMoney(minor, baseCurrency(area.resources), language);
  const { spending, incoming, shortfall } = summariseBudget(budget);
  // The emergency credit and what happens beyond it are said in the overdrawn note; the rest are the engine's cuts.
  const bankrupt = budget.warnings.some((w) => w.code === 'companyBankrupt');
  const checks: RoundWarning[] = budget.warnings
    .filter((w) => w.code !== 'emergencyLoan' && w.code !== 'companyBankrupt')
    .map((w) => ({ ...w, round: budget.round }));
  const names = warningNames(area.resources, language, budget.models);
  return (
    <Card data-testid="budget-strip">
      <Title>{t('budget.title', { round: budget.round })}</Title>
      <Figures>
        <div>
          <dt>{t('budget.cashAtStart')}</dt>
          <dd data-testid="budget-cash-at-start">{money(budget.cashAtStart)}</dd>
        </div>
        <div>
          <dt>{t('budget.spending')}</dt>
          <dd data-testid="budget-spending">{money(spending)}</dd>
        </div>
        {incoming > 0 && (
          <div>
            <dt>{t('budget.incoming')}</dt>
            <dd data-testid="budget-incoming">{money(incoming)}</dd>
          </div>
        )}
        <div>
          <dt>{t('budget.projected')}</dt>
          <dd data-testid="budget-projected">{money(budget.projectedCash)}</dd>
        </div>
      </Figures>
      {shortfall > 0 && (
        <div data-testid="budget-overdrawn">
          <Alert variant="warning" compact>
            {bankrupt
              ? t('budget.overdrawnBankrupt', { amount: money(shortfall) })
              : t('budget.overdrawn', { amount: money(shortfall), credit: money(budget.emergencyCredit) })}
          </Alert>
        </div>
      )}
      {checks.length > 0 && (
        <div data-testid="budget-checks">
          <Alert variant="warning" compact>
            <div>{t('budget.checks')}</div>
            <ul>
              {checks.map((w, i) => (
                <li key={i}>{warningText(warningsT, w, names)}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <Breakdown>
        <summary>{t('budget.breakdown', { round: budget.round })}</summary>
        <Table wrapOnPhone>
          <tbody>
            {budget.flows.map((flow) => (
              <tr key={flow.kind}>
                <th scope="row">{t(`budget.kinds.${flow.kind}`)}</th>
                <Amount>{money(flow.amount)}</Amount>
              </tr>
            ))}
          </tbody>
        </Table>
        <p>{t('budget.note')}</p>
      </Breakdown>
    </Card>
  );
}
