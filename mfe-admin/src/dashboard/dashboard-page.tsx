import { ADMIN_SYSTEM_API, ErrorCode } from '@simbiz/contracts';
import { Button, Card, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { useAdminRead } from '../common/use-admin-read';
import { CountsFigures } from './counts-figures';
import { HealthFigures } from './health-figures';
import { PerformanceFigures } from './performance-figures';

const NO_INPUT = {};
const PERFORMANCE_REFUSALS = [ErrorCode.serverPerformanceUnavailable];

function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

/**
 * The dashboard (admin.index): counts, health and server performance, each read on its own so one
 * that fails (800001 for the performance) leaves the others; one button reads them all again.
 */
export function DashboardPage() {
  const { t } = useT('admin');
  const counts = useAdminRead(ADMIN_SYSTEM_API.counts, NO_INPUT);
  const health = useAdminRead(ADMIN_SYSTEM_API.health, NO_INPUT);
  const performance = useAdminRead(ADMIN_SYSTEM_API.performance, NO_INPUT, PERFORMANCE_REFUSALS);
  const loading = counts.loading || health.loading || performance.loading;
  return (
    <div>
      <PageHeader title={t('dashboard.title')}>
        <Button
          variant="secondary"
          outline
          disabled={loading}
          onClick={() => {
            counts.reload();
            health.reload();
            performance.reload();
          }}
        >
          {loading ? t('common.refreshing') : t('common.refresh')}
        </Button>
      </PageHeader>
      <DashboardCard id="dashboard-counts" title={t('dashboard.counts.title')}>
        <Loaded read={counts}>{(data) => <CountsFigures counts={data} />}</Loaded>
      </DashboardCard>
      <DashboardCard id="dashboard-health" title={t('dashboard.health.title')}>
        <Loaded read={health}>{(data) => <HealthFigures health={data} />}</Loaded>
      </DashboardCard>
      <DashboardCard id="dashboard-performance" title={t('dashboard.performance.title')}>
        <PerformanceFigures read={performance} />
      </DashboardCard>
    </div>
  );
}
