import { COMPANY_STATUS, type API, type RouteReply, type WorldBrands } from '@simbiz/contracts';

export type TeamSummary = RouteReply<typeof API.teams.list>[number];

/** A company of the world as the companies list shows it. */
export interface CompanyRow {
  teamId: string;
  teamName: string;
  companyId: string;
  companyName: string;
  bankrupt: boolean;
  memberCount: number;
  /** The reader's own company. */
  own: boolean;
  /** Its brands of resolved rounds, oldest first. */
  brands: WorldBrands[number]['brands'];
}

/**
 * Every team's company with its brands of resolved rounds: the reader's own first, then by
 * company name in the reader's language.
 */
export function companyRows(teams: readonly TeamSummary[], brands: WorldBrands, ownCompanyId: string | null, language: string): CompanyRow[] {
  const brandsOf = new Map(brands.map((company) => [company.companyId, company.brands]));
  const rows = teams.map((team) => ({
    teamId: team.teamId,
    teamName: team.name,
    companyId: team.companyId,
    companyName: team.companyName,
    bankrupt: team.companyStatus === COMPANY_STATUS.bankrupt,
    memberCount: team.memberCount,
    own: team.companyId === ownCompanyId,
    brands: brandsOf.get(team.companyId) ?? [],
  }));
  return rows.sort((a, b) => Number(b.own) - Number(a.own) || a.companyName.localeCompare(b.companyName, language));
}
