import { API, type RouteReply } from '@simbiz/contracts';
import { Spinner, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentWorld } from '../common/use-loaded-world';
import { MyTeam } from './my-team';
import { NoTeam } from './no-team';

export type MyTeamView = NonNullable<RouteReply<typeof API.teams.mine>>;

/** The team page: one's own team (name, passcode, members, leave), or how to get onto one. */
export function TeamPage() {
  const current = useCurrentWorld();
  const { t } = useT('course');
  const reader = useApi();
  const [team, setTeam] = useState<MyTeamView | null | undefined>(undefined);
  const worldId = current?.worldId;

  const load = useCallback(() => {
    if (worldId) void reader.call({ route: API.teams.mine, data: { worldId }, success: setTeam });
  }, [reader, worldId]);
  useEffect(load, [load]);

  if (!current || team === undefined) return <Spinner label={t('loading')} />;
  const changed = () => {
    load();
    void current.world.reload();
  };
  return (
    <div>
      <h1>{t('team.title')}</h1>
      {team ? <MyTeam worldId={current.worldId} team={team} onChanged={changed} /> : <NoTeam worldId={current.worldId} onJoined={changed} />}
    </div>
  );
}
