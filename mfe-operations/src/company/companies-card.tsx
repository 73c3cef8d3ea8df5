import { Badge, Card, Muted, Table, useT } from '@simbiz/ui';
import type { CompanyRow } from './company-rows';

/** Every company of the world with its team, status, members and brands of resolved rounds (public facts), read-only. */
export function CompaniesCard({ rows }: { rows: readonly CompanyRow[] }) {
  const { t } = useT('operations');
  return (
    <Card aria-labelledby="companies-heading">
      <h2 id="companies-heading">{t('company.companies')}</h2>
      {rows.length === 0 ? (
        <Muted>{t('none')}</Muted>
      ) : (
        <Table data-testid="companies-table" wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('company.company')}</th>
              <th scope="col">{t('company.team')}</th>
              <th scope="col">{t('company.status')}</th>
              <th scope="col">{t('company.members')}</th>
              <th scope="col">{t('company.brands')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.teamId} data-company={row.companyId}>
                <th scope="row">
                  {row.companyName}
                  {row.own ? (
                    <>
                      {' '}
                      <Badge $variant="primary">{t('company.yours')}</Badge>
                    </>
                  ) : null}
                </th>
                <td>{row.teamName}</td>
                <td>
                  <Badge $variant={row.bankrupt ? 'danger' : 'success'}>{t(`company.statuses.${row.bankrupt ? 'bankrupt' : 'active'}`)}</Badge>
                </td>
                <td>{row.memberCount}</td>
                <td>
                  {row.brands.length === 0
                    ? t('company.noBrands')
                    : row.brands.map((brand) => t('company.brand', { name: brand.name, count: brand.modelCount })).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Muted>{t('company.publicNote')}</Muted>
    </Card>
  );
}
