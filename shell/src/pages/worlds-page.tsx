import { type RouteReply, USER_IN_WORLD_TYPE, WORLDS_API } from '@simbiz/contracts';
import { Badge, Card, Muted, Page, Row, Spinner, Table, useT } from '@simbiz/ui';
import { hasRole, Link, useApi, useProfile } from '@simbiz/web-kit';
import { useEffect, useState } from 'react';

type WorldSummary = RouteReply<typeof WORLDS_API.listMine>[number];

/** My Simulations (worlds.index): the worlds I manage or play in, and the ways to add one. */
export function WorldsPage() {
  const { t, language } = useT('shell');
  const api = useApi();
  const profile = useProfile();
  const [worlds, setWorlds] = useState<WorldSummary[] | null>(null);

  useEffect(() => {
    void api.call({ route: WORLDS_API.listMine, data: {}, success: setWorlds, error: () => (setWorlds([]), false) });
  }, [api]);

  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Page>
      <h1>{t('worlds.title')}</h1>
      <Row style={{ marginBottom: '1rem' }}>
        {hasRole(profile, 'licensed') ? (
          <Link to="/worlds/new" data-testid="create-world-link">
            {t('worlds.create')}
          </Link>
        ) : null}
        <Link to="/worlds/join" data-testid="join-world-link">
          {t('worlds.join')}
        </Link>
      </Row>
      <Card>
        {worlds === null ? (
          <Spinner label={t('loading')} />
        ) : worlds.length === 0 ? (
          <Muted>{t('worlds.none')}</Muted>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('worlds.name')}</th>
                <th scope="col">{t('worlds.stage')}</th>
                <th scope="col">{t('worlds.role')}</th>
                <th scope="col">{t('worlds.start')}</th>
              </tr>
            </thead>
            <tbody>
              {worlds.map((world) => (
                <tr key={world.worldId}>
                  <td>
                    <Link to={`/worlds/${world.worldId}`}>{world.name}</Link>
                  </td>
                  <td>
                    <Badge $variant="info">{t(`common:stages.${world.status}`)}</Badge>
                  </td>
                  <td>{t(world.userInWorldType === USER_IN_WORLD_TYPE.manager ? 'worlds.manager' : 'worlds.participant')}</td>
                  <td>{date.format(new Date(world.startAt))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </Page>
  );
}
