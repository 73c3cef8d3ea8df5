import { Badge, Card, Muted, useT } from '@simbiz/ui';
import { ReadOnlyItemsTable } from '@simbiz/web-kit/src/decision-kit';
import type { CompanyRow } from './company-rows';

/**
 * Every company of the world with its team, status, members and brands of resolved rounds (public
 * facts), read-only: a table, and on a phone a card per company.
 */
export function CompaniesCard({ rows }: { rows: readonly CompanyRow[] }) {
  const { t } = useT('operations');
  return (
    <Card aria-labelledby="companies-heading">
      <h2 id="companies-heading">{t('company.companies')}</h2>
      <ReadOnlyItemsTable
        testId="companies-table"
        cardsOnPhone="h3"
        rowHeader
        items={rows}
        itemKey={(row) => row.teamId}
        empty={t('none')}
        columns={[
          {
            header: t('company.company'),
            cell: (row) => (
              <>
                {row.companyName}
                {row.own ? (
                  <>
                    {' '}
                    <Badge $variant="primary">{t('company.yours')}</Badge>
                  </>
                ) : null}
              </>
            ),
          },
          { header: t('company.team'), cell: (row) => row.teamName },
          {
            header: t('company.status'),
            cell: (row) => <Badge $variant={row.bankrupt ? 'danger' : 'success'}>{t(`company.statuses.${row.bankrupt ? 'bankrupt' : 'active'}`)}</Badge>,
          },
          { header: t('company.members'), cell: (row) => row.memberCount },
          {
            header: t('company.brands'),
            cell: (row) =>
              row.brands.length === 0
                ? t('company.noBrands')
                : row.brands.map((brand) => t('company.brand', { name: brand.name, count: brand.modelCount })).join(', '),
          },
        ]}
      />
      <Muted>{t('company.publicNote')}</Muted>
    </Card>
  );
}
