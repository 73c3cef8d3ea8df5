import { COMPANY_STATUS } from '@simbiz/contracts';
import { useApi, useParams, useWorld, type WorldFlags, worldFlags, type WorldResources, useWorldResources } from '@simbiz/web-kit';
import { useEffect, useRef, useState } from 'react';

export interface Area {
  worldId: string;
  round: number | null;
  flags: WorldFlags;
  status: number;
  resources: WorldResources;
  /** Why the forms are hidden, as a key of `operations:note`, or null when the user decides. */
  blockedBecause: 'manager' | 'noTeam' | 'notRunning' | 'blocked' | null;
}

/** The world of the route as the shell loaded it, with its resources; null until both are in. */
export function useArea(): Area | null {
  const { worldId = '' } = useParams();
  const world = useWorld();
  const resources = useWorldResources(worldId);
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
  return { worldId, round, flags, status: world.details.status, resources, blockedBecause };
}

/**
 * A read of the area: its own API client (one call at a time each), loaded when `key` changes
 * and again on `reload()`.
 */
export function useRead<T>(load: (api: ReturnType<typeof useApi>, done: (data: T) => void) => void, key: string): [T | null, () => void] {
  const api = useApi();
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  // `load` is rebuilt on every render; `key` names what it reads, so the latest `load` is used.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    if (key) latestLoad.current(api, setData);
  }, [api, key, version]);
  return [data, () => setVersion((v) => v + 1)];
}
