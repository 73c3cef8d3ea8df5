import { COMPANY_STATUS } from '@simbiz/contracts';
import { useApi, useParams, useWorld, type WorldFlags, worldFlags, type WorldResources } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';

export interface Area {
  worldId: string;
  round: number | null;
  flags: WorldFlags;
  status: number;
  resources: WorldResources;
  /** Why the forms are hidden, as a key of `operations:note`, or null when the user decides. */
  blockedBecause: 'manager' | 'noTeam' | 'notRunning' | 'blocked' | null;
  /**
   * The name of the company a manager reviews with the shell's company picker (issue 18): the
   * pages read its decisions (the API client names it) and stay read-only. Null otherwise.
   */
  reviewing: string | null;
}

/** The world of the route as the shell loaded it, with its resources; null until both are in. */
export function useArea(): Area | null {
  const { worldId = '' } = useParams();
  const world = useWorld();
  const resources = useWorldResources(useApi(), worldId);
  if (!world?.details || world.worldId !== worldId || !resources) return null;
  const flags = worldFlags(world.details);
  const blockedBecause = flags.canMakeDecisions
    ? null
    : flags.canManageWorld
      ? 'manager'
      : !flags.joinedTeam
        ? 'noTeam'
        : flags.companyStatus === COMPANY_STATUS.bankrupt
          ? 'blocked'
          : 'notRunning';
  const round = world.details.currentRoundId === null ? null : Number(world.details.currentRoundId);
  const reviewing = flags.canManageWorld ? (world.reviewedCompany?.name ?? null) : null;
  return { worldId, round, flags, status: world.details.status, resources, blockedBecause, reviewing };
}

/** What every table of this round's items on the area's pages shares: the round, the actions column, the empty note. */
export function roundTable(area: Area, t: (key: string) => string) {
  return { round: area.round, actionsHeader: area.blockedBecause ? null : t('actions'), empty: t('none') };
}
