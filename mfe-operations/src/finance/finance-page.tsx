import { API, type Capital, type Loan } from '@simbiz/contracts';
import { Button, Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, formatPercent, parseMoney, useApi, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { afterWrite, MoneyInput, RoundItemsTable, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { AreaWarnings, DecisionNote, RouteTabs } from '../common/area-parts';
import { roundTable, useArea } from '../common/use-area';

/** Finance: capitals (finance.capitals) and the SME loan (finance.financing.smeloan). */
export function FinancePage({ tab }: { tab: 'capitals' | 'smeLoan' }) {
  const { t, language } = useT('operations');
  const area = useArea();
  const api = useApi();
  const worldId = area?.worldId ?? '';
  const [capital] = useRead<Capital>((client, done) => void client.call({ route: API.finance.capital, data: { worldId }, success: done }), worldId);
  const [loans, reload] = useRead<Loan[]>((client, done) => void client.call({ route: API.finance.listLoans, data: { worldId }, success: done }), worldId);
  const [amount, setAmount] = useState('');
  useUnsavedChanges(amount.trim() !== '', t('unsaved'));
  if (!area || !capital || !loans) return <Spinner label={t('loading')} />;
  const currency = baseCurrency(area.resources);
  const money = (minor: number) => formatMoney(minor, currency, language);
  const { smeLoan } = area.resources.resources.finance;
  const done = (text: string) => afterWrite(text, () => setAmount(''), reload);
  return (
    <div>
      <PageTitle help={tab === 'smeLoan' ? 'loans' : 'balanceSheet'}>{t('finance.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['finance', 'loans', 'repayments', 'company']} />
      <RouteTabs section="finance" />
      {tab === 'capitals' ? (
        <Card data-testid="capitals">
          <Muted>{capital.round === 0 ? t('finance.atStart') : t('finance.asOf', { round: capital.round })}</Muted>
          <Table>
            <tbody>
              <tr>
                <th scope="row">{t('finance.cash')}</th>
                <td>{money(capital.cash)}</td>
              </tr>
              <tr>
                <th scope="row">{t('finance.capital')}</th>
                <td>{money(capital.capital)}</td>
              </tr>
              <tr>
                <th scope="row">{t('finance.loans')}</th>
                <td>{money(capital.loans)}</td>
              </tr>
              <tr>
                <th scope="row">{t('finance.equity')}</th>
                <td>{money(capital.totalEquity)}</td>
              </tr>
            </tbody>
          </Table>
        </Card>
      ) : (
        <Card>
          <Muted>
            {t('finance.range', {
              min: money(smeLoan.minAmount),
              max: money(smeLoan.maxAmount),
              rate: formatPercent(smeLoan.interestPerRound, language),
              term: smeLoan.termRounds,
            })}
          </Muted>
          <RoundItemsTable
            testId="loans-table"
            items={loans}
            itemKey={(l) => l.loanId}
            itemRound={(l) => l.round}
            {...roundTable(area, t)}
            columns={[
              { header: t('productions.round'), cell: (l) => l.round },
              { header: t('finance.amount'), cell: (l) => money(l.amount) },
              { header: t('finance.outstanding'), cell: (l) => money(l.outstanding) },
              {
                header: t('finance.plan'),
                cell: (l) => {
                  // A plan running past the world's last round: what would still be owed when it ends, not rounds that never come.
                  const last = area.resources.config.rounds;
                  const owedAtEnd = l.repaymentPlan.filter((r) => r.round > last).reduce((sum, r) => sum + r.principal, 0);
                  return (
                    <>
                      {l.repaymentPlan
                        .filter((r) => r.round <= last)
                        .map((r) => (
                          <div key={r.round}>{t('finance.planRow', { round: r.round, interest: money(r.interest), principal: money(r.principal) })}</div>
                        ))}
                      {owedAtEnd > 0 ? <div>{t('finance.owedAtEnd', { principal: money(owedAtEnd) })}</div> : null}
                    </>
                  );
                },
              },
            ]}
            actions={(l) => (
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  void api.call({ route: API.finance.cancelLoan, data: { worldId, loanId: l.loanId, version: l.version }, success: done(t('deleted')) })
                }
              >
                {t('cancel')}
              </Button>
            )}
          />
          {area.blockedBecause ? null : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                const minor = parseMoney(amount, currency, language);
                if (e.currentTarget.checkValidity() && minor)
                  void api.call({ route: API.finance.takeLoan, data: { worldId, amount: minor }, success: done(t('saved')) });
              }}
            >
              <MoneyInput
                label={t('finance.amount')}
                name="loanAmount"
                currency={currency}
                min={smeLoan.minAmount}
                max={smeLoan.maxAmount}
                value={amount}
                onValueChange={setAmount}
              />
              <Button type="submit">{t('finance.take')}</Button>
            </form>
          )}
        </Card>
      )}
    </div>
  );
}
