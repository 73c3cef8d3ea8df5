import type { DashboardHealth } from '@simbiz/contracts';
import { Badge, Muted, Table, useT } from '@simbiz/ui';
import { formatBytes, formatCount, formatDuration, formatMilliseconds } from '../common/format';

const STATUS_BADGE = { ok: 'success', degraded: 'warning', down: 'danger' } as const;

/** Each service up, degraded or down with its latency and uptime; JetStream's backlogs; the database's size. */
export function HealthFigures({ health }: { health: DashboardHealth }) {
  const { t, language } = useT('admin');
  const dash = t('common.none');
  return (
    <>
      <Table data-testid="health-services">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.health.service')}</th>
            <th scope="col">{t('dashboard.health.status')}</th>
            <th scope="col">{t('dashboard.health.database')}</th>
            <th scope="col">{t('dashboard.health.latency')}</th>
            <th scope="col">{t('dashboard.health.uptime')}</th>
          </tr>
        </thead>
        <tbody>
          {health.services.map((service) => (
            <tr key={service.service}>
              <th scope="row">{service.service}</th>
              <td>
                <Badge $variant={STATUS_BADGE[service.status]}>{t(`dashboard.health.states.${service.status}`)}</Badge>
              </td>
              <td>{t(`dashboard.health.databaseStates.${service.database}`)}</td>
              <td>{service.latencyMs === null ? dash : formatMilliseconds(service.latencyMs, language)}</td>
              <td>{service.uptimeSeconds === null ? dash : formatDuration(service.uptimeSeconds, language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p style={{ margin: '0.9rem 0' }} data-testid="database-size">
        <strong>{t('dashboard.health.databaseSize')}</strong>{' '}
        {health.database.sizeBytes === null ? t('dashboard.health.sizeUnknown') : formatBytes(health.database.sizeBytes, language)}
      </p>
      <h3 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{t('dashboard.health.jetstream')}</h3>
      {!health.jetstream.available ? (
        <Muted>{t('dashboard.health.jetstreamUnavailable')}</Muted>
      ) : health.jetstream.consumers.length === 0 ? (
        <Muted>{t('dashboard.health.noConsumers')}</Muted>
      ) : (
        <Table data-testid="jetstream-consumers">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.health.stream')}</th>
              <th scope="col">{t('dashboard.health.consumer')}</th>
              <th scope="col">{t('dashboard.health.pending')}</th>
              <th scope="col">{t('dashboard.health.ackPending')}</th>
            </tr>
          </thead>
          <tbody>
            {health.jetstream.consumers.map((c) => (
              <tr key={`${c.stream}/${c.consumer}`}>
                <td>{c.stream}</td>
                <td>{c.consumer}</td>
                <td>{formatCount(c.pending, language)}</td>
                <td>{formatCount(c.ackPending, language)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
