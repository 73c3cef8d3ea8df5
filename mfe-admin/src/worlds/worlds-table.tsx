import type { AdminWorld } from '@simbiz/contracts';
import { Badge, Button, useT } from '@simbiz/ui';
import { formatCount, formatDate } from '../common/format';
import { RecordTable } from '../common/record-table';
import { type WorldAction, worldActions } from './world-actions';

const STAGE_BADGE: Record<number, 'info' | 'success' | 'warning' | 'primary' | 'secondary' | 'danger'> = {
  1: 'info',
  2: 'success',
  3: 'warning',
  4: 'primary',
  5: 'secondary',
  6: 'primary',
  7: 'danger',
};

/** Every world of the page: its stage, screenplay, instructors, participants, round and the actions its stage allows. */
export function WorldsTable({
  worlds,
  screenplayName,
  busy,
  act,
}: {
  worlds: readonly AdminWorld[];
  screenplayName: (id: string) => string;
  busy: boolean;
  act: (world: AdminWorld, action: WorldAction) => void;
}) {
  const { t, language } = useT('admin');
  const { t: common } = useT('common');
  return (
    <RecordTable
      testId="worlds"
      headingLevel={2}
      records={worlds}
      recordKey={(world) => world.worldId}
      titleLabel={t('worlds.name')}
      title={(world) => (
        <>
          {world.name} {world.archived ? <Badge>{t('worlds.archivedBadge')}</Badge> : null}
        </>
      )}
      columns={[
        {
          key: 'stage',
          label: t('worlds.stage'),
          cell: (world) => <Badge $variant={STAGE_BADGE[world.status] ?? 'secondary'}>{common(`stages.${world.status}`)}</Badge>,
        },
        { key: 'screenplay', label: t('worlds.screenplay'), cell: (world) => screenplayName(world.screenplayId) },
        {
          key: 'instructors',
          label: t('worlds.instructors'),
          cell: (world) => (world.instructors.length ? world.instructors.map((i) => i.displayName).join(', ') : t('common.none')),
        },
        { key: 'participants', label: t('worlds.participants'), cell: (world) => formatCount(world.participants, language) },
        {
          key: 'round',
          label: t('worlds.round'),
          cell: (world) =>
            world.currentRound === null
              ? t('worlds.notStarted')
              : t('worlds.roundOf', { round: formatCount(world.currentRound, language), rounds: formatCount(world.rounds, language) }),
        },
        { key: 'created', label: t('worlds.created'), cell: (world) => formatDate(world.createdAt, language) },
      ]}
      actionsLabel={t('common.actions')}
      actions={(world) =>
        worldActions(world).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'archive' ? 'danger' : 'secondary'}
            outline
            disabled={busy}
            aria-label={t('common.actionFor', { action: t(`worlds.actions.${action}`), name: world.name })}
            onClick={() => act(world, action)}
          >
            {t(`worlds.actions.${action}`)}
          </Button>
        ))
      }
    />
  );
}
