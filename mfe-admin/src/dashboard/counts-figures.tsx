import type { DashboardCounts } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { formatCount } from '../common/format';
import { CompactStatGrid, StatGrid } from '../common/stat-grid';
import { WORLD_STAGES } from '../common/world-stages';

/** The installation at a glance: accounts, the license's seats, worlds by stage, participants, this week's rounds. */
export function CountsFigures({ counts }: { counts: DashboardCounts }) {
  const { t, language } = useT('admin');
  const { t: common } = useT('common');
  const n = (value: number) => formatCount(value, language);
  const { accounts, license } = counts;
  return (
    <>
      <StatGrid>
        <div>
          <dt>{t('dashboard.counts.accounts')}</dt>
          <dd data-testid="count-accounts">
            {n(accounts.total)}
            <small>
              {t('dashboard.counts.accountsDetail', { admins: n(accounts.admins), disabled: n(accounts.disabled), active: n(accounts.activeThisWeek) })}
            </small>
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.counts.licensed')}</dt>
          <dd data-testid="count-licensed">
            {t('dashboard.counts.ofSeats', { used: n(accounts.licensed), seats: n(license.seats) })}
            <small>{t(`license.states.${license.state}`)}</small>
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.counts.archived')}</dt>
          <dd data-testid="count-archived">{n(counts.archivedWorlds)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.counts.participants')}</dt>
          <dd data-testid="count-participants">{n(counts.participants)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.counts.roundsThisWeek')}</dt>
          <dd data-testid="count-rounds">{n(counts.roundsResolvedThisWeek)}</dd>
        </div>
      </StatGrid>
      <h3 style={{ fontSize: '1rem', margin: '1.1rem 0 0.6rem' }}>{t('dashboard.counts.worldsByStage')}</h3>
      <CompactStatGrid data-testid="worlds-by-stage">
        {WORLD_STAGES.map((stage) => (
          <div key={stage}>
            <dt>{common(`stages.${stage}`)}</dt>
            <dd>{n(counts.worldsByStatus[String(stage)] ?? 0)}</dd>
          </div>
        ))}
      </CompactStatGrid>
    </>
  );
}
