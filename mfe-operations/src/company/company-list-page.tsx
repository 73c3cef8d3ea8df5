import { API, type RouteReply, type WorldBrands } from '@simbiz/contracts';
import { Alert, Spinner, useT } from '@simbiz/ui';
import { useRead, useWorld } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useArea } from '../common/use-area';
import { CompaniesCard } from './companies-card';
import { companyRows } from './company-rows';
import { OwnCompanyCard } from './own-company-card';

type Teams = RouteReply<typeof API.teams.list>;

/**
 * Companies (section 2, operating/company/list): every company of the world with its team, status,
 * members and brands of resolved rounds, for the world's managers (read-only) and team members;
 * the team's own company comes first, with the form that renames it.
 */
export function CompanyListPage() {
  const { t, language } = useT('operations');
  const area = useArea();
  const ownCompanyId = useWorld()?.details?.teamDetails?.companyId ?? null;
  // Section 6: managers and team members. Someone on no team would only be refused (130009).
  const worldId = area && area.blockedBecause !== 'noTeam' ? area.worldId : '';
  // A round resolved (the next one opens, or the world completes) makes more brands public.
  const key = worldId && `${worldId}|${area?.round ?? 0}|${area?.status ?? 0}`;
  const [teams, reloadTeams] = useRead<Teams>((client, done) => void client.call({ route: API.teams.list, data: { worldId }, success: done }), key);
  const [brands] = useRead<WorldBrands>((client, done) => void client.call({ route: API.products.worldBrands, data: { worldId }, success: done }), key);
  if (area?.blockedBecause === 'noTeam') {
    return (
      <div>
        <PageTitle>{t('company.title')}</PageTitle>
        <Alert variant="info">{t('company.noTeam')}</Alert>
      </div>
    );
  }
  if (!area || teams === null || brands === null) return <Spinner label={t('loading')} />;
  const rows = companyRows(teams, brands, area.flags.joinedTeam ? ownCompanyId : null, language);
  const own = rows.find((row) => row.own);
  return (
    <div>
      <PageTitle>{t('company.title')}</PageTitle>
      {own ? <OwnCompanyCard area={area} company={own} reload={reloadTeams} /> : null}
      <CompaniesCard rows={rows} />
    </div>
  );
}
