import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, formatPercent, useApi, useParams } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { SectionTabs } from '../common/section-tabs';

/** Environments, loan (section 2): the SME loan a company may ask for, and on what terms. */
export function LoanPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  if (!world) return <Spinner label={t('loading')} />;
  const { smeLoan, initialCapital } = world.resources.finance;
  const money = (minor: number) => formatMoney(minor, baseCurrency(world), language);
  return (
    <div>
      <PageTitle help="loans">{t('environments.title')}</PageTitle>
      <SectionTabs section="environments" />
      <Muted>{t('loan.intro')}</Muted>
      <Card data-testid="sme-loan">
        <h2>{t('loan.smeLoan')}</h2>
        <Table wrapOnPhone>
          <tbody>
            <tr>
              <th scope="row">{t('loan.amount')}</th>
              <td>{t('loan.range', { min: money(smeLoan.minAmount), max: money(smeLoan.maxAmount) })}</td>
            </tr>
            <tr>
              <th scope="row">{t('loan.interest')}</th>
              <td>{formatPercent(smeLoan.interestPerRound, language)}</td>
            </tr>
            <tr>
              <th scope="row">{t('loan.term')}</th>
              <td>{t('loan.rounds', { count: smeLoan.termRounds })}</td>
            </tr>
            <tr>
              <th scope="row">{t('loan.capital')}</th>
              <td>{money(initialCapital)}</td>
            </tr>
          </tbody>
        </Table>
      </Card>
      <Muted>{t('loan.note')}</Muted>
    </div>
  );
}
