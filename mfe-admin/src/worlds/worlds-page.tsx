import { ADMIN_SCREENPLAYS_API, ADMIN_WORLDS_API, type AdminWorld } from '@simbiz/contracts';
import { Card, Muted, useT } from '@simbiz/ui';
import { useState } from 'react';
import { formatCount, localName } from '../common/format';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { Pager } from '../common/pager';
import { useAdminAction } from '../common/use-admin-action';
import { useAdminRead } from '../common/use-admin-read';
import type { WorldAction } from './world-actions';
import { WorldsFilters } from './worlds-filters';
import { NO_WORLD_FILTERS, type WorldFilters, worldsQuery } from './worlds-query';
import { WorldsTable } from './worlds-table';

const NO_INPUT = {};

/**
 * Every world of the installation (admin.worlds), filtered and paged on the server; a world's
 * actions ask first, say when they are done and read the page again. The screenplays' names come
 * from their own list, which the page can do without (their ids then).
 */
export function WorldsPage() {
  const { t, language } = useT('admin');
  const [filters, setFilters] = useState<WorldFilters>(NO_WORLD_FILTERS);
  const [page, setPage] = useState(1);
  const worlds = useAdminRead(ADMIN_WORLDS_API.list, worldsQuery(filters, page));
  const screenplays = useAdminRead(ADMIN_SCREENPLAYS_API.list, NO_INPUT, 'quiet');
  const { run, busy } = useAdminAction();
  const screenplayName = (id: string) => {
    const found = screenplays.data?.find((s) => s.id === id);
    return found ? localName(found.name, language, id) : id;
  };

  const act = (world: AdminWorld, action: WorldAction) =>
    run({
      route: ADMIN_WORLDS_API[action],
      data: { worldId: world.worldId },
      confirm: { question: t(`worlds.confirm.${action}`, { name: world.name }), confirmText: t(`worlds.actions.${action}`) },
      done: t(`worlds.done.${action}`, { name: world.name }),
      then: worlds.reload,
    });

  return (
    <div>
      <PageHeader title={t('worlds.title')} />
      <Card>
        <WorldsFilters
          filters={filters}
          screenplays={screenplays.data ?? []}
          apply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Loaded read={worlds}>
          {(list) =>
            list.items.length === 0 ? (
              <Muted>{t('worlds.empty')}</Muted>
            ) : (
              <>
                <Muted aria-live="polite" data-testid="worlds-total">
                  {t('worlds.total', { total: formatCount(list.total, language) })}
                </Muted>
                <WorldsTable worlds={list.items} screenplayName={screenplayName} busy={busy} act={act} />
                <Pager page={list.page} total={list.total} pageSize={list.pageSize} go={setPage} />
              </>
            )
          }
        </Loaded>
      </Card>
    </div>
  );
}
