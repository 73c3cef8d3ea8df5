import { type RouteReply, TEAMS_API } from '@simbiz/contracts';
import { Select, useT } from '@simbiz/ui';
import { type LoadedWorld, useApi } from '@simbiz/web-kit';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';

type Teams = RouteReply<typeof TEAMS_API.list>;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem 0.6rem;
  margin-bottom: 1rem;
  padding: 0.5rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.variants.info.soft};
  color: ${({ theme }) => theme.variants.info.softText};
  label {
    font-weight: 700;
  }
  select {
    flex: 1 1 14rem;
    width: auto;
    min-width: 0;
    margin: 0;
  }
`;

/**
 * The instructor's company picker (issue 18), above the operating and analyses pages of a world
 * they manage: the world's team companies ("team – company") and none. The choice goes to the
 * shell's world (`reviewCompany`), whose API client names it on every company read, so the area
 * reads that team's decisions and results, read-only. Loaded on its own: participants never
 * download it.
 */
export default function CompanyPicker({ world }: { world: LoadedWorld }) {
  const { t } = useT('shell');
  const api = useApi();
  const id = useId();
  const [teams, setTeams] = useState<Teams | null>(null);
  const { worldId, reviewedCompany, reviewCompany } = world;

  useEffect(() => {
    void api.call({ route: TEAMS_API.list, data: { worldId }, success: setTeams });
  }, [api, worldId]);

  // A remembered choice follows the teams as they are now: renamed, or gone (dissolved) and forgotten.
  useEffect(() => {
    if (!teams || !reviewedCompany) return;
    const team = teams.find((each) => each.companyId === reviewedCompany.companyId);
    if (!team) reviewCompany(null);
    else if (team.companyName !== reviewedCompany.name) reviewCompany({ companyId: team.companyId, name: team.companyName });
  }, [teams, reviewedCompany, reviewCompany]);

  const choose = (companyId: string) => {
    const team = teams?.find((each) => each.companyId === companyId);
    reviewCompany(team ? { companyId: team.companyId, name: team.companyName } : null);
  };
  return (
    <Bar data-testid="company-picker">
      <label htmlFor={id}>{t('review.label')}</label>
      <Select id={id} value={reviewedCompany?.companyId ?? ''} disabled={!teams} onChange={(event) => choose(event.target.value)}>
        <option value="">{t('review.none')}</option>
        {/* Until the teams are in, the remembered choice shows by its name. */}
        {!teams && reviewedCompany ? <option value={reviewedCompany.companyId}>{reviewedCompany.name}</option> : null}
        {(teams ?? []).map((team) => (
          <option key={team.companyId} value={team.companyId}>
            {t('review.option', { team: team.name, company: team.companyName })}
          </option>
        ))}
      </Select>
    </Bar>
  );
}
