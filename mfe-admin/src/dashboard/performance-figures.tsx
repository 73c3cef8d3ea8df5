import { ErrorCode, errorEntry, type ServerPerformance } from '@simbiz/contracts';
import { Alert, useT } from '@simbiz/ui';
import { formatBytes, formatCount, formatDuration, formatMilliseconds } from '../common/format';
import { Loaded } from '../common/loaded';
import { StatGrid } from '../common/stat-grid';
import type { AdminRead } from '../common/use-admin-read';

/** The host's load, CPUs and memory, the gateway process's memory, uptime and event-loop delay; 800001's text in its place when they cannot be read. */
export function PerformanceFigures({ read }: { read: AdminRead<ServerPerformance> }) {
  const { t, language } = useT('admin');
  const { t: errors } = useT('errors');
  const unavailable = read.refusedCode === ErrorCode.serverPerformanceUnavailable;
  return (
    <>
      {unavailable ? (
        <Alert variant="warning">{errors(errorEntry(ErrorCode.serverPerformanceUnavailable)?.key ?? '')}</Alert>
      ) : (
        <Loaded read={read}>
          {(p) => {
            const used = p.memory.totalBytes - p.memory.freeBytes;
            const load = p.loadAverage
              .map((value) => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value))
              .join(' · ');
            return (
              <StatGrid data-testid="performance">
                <div>
                  <dt>{t('dashboard.performance.load')}</dt>
                  <dd>
                    {load || t('common.none')}
                    <small>{t('dashboard.performance.loadDetail')}</small>
                  </dd>
                </div>
                <div>
                  <dt>{t('dashboard.performance.cpus')}</dt>
                  <dd>
                    {formatCount(p.cpus, language)}
                    <small>
                      {p.host} · {p.platform}
                    </small>
                  </dd>
                </div>
                <div>
                  <dt>{t('dashboard.performance.memory')}</dt>
                  <dd>
                    {formatBytes(used, language)}
                    <small>{t('dashboard.performance.ofTotal', { total: formatBytes(p.memory.totalBytes, language) })}</small>
                  </dd>
                </div>
                <div>
                  <dt>{t('dashboard.performance.processMemory')}</dt>
                  <dd>
                    {formatBytes(p.process.rssBytes, language)}
                    <small>{t('dashboard.performance.heap', { heap: formatBytes(p.process.heapUsedBytes, language) })}</small>
                  </dd>
                </div>
                <div>
                  <dt>{t('dashboard.performance.eventLoop')}</dt>
                  <dd>{formatMilliseconds(p.eventLoopDelayMs, language)}</dd>
                </div>
                <div>
                  <dt>{t('dashboard.performance.uptime')}</dt>
                  <dd>{formatDuration(p.process.uptimeSeconds, language)}</dd>
                </div>
              </StatGrid>
            );
          }}
        </Loaded>
      )}
    </>
  );
}
