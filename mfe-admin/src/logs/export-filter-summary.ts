import type { AuditFilter } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { formatDateTime } from '../common/format';

/** An export's filter in a line of words ("from 2 Mar 2026, 09:00 · service Worlds · failures only"); the whole log when it has none. */
export function useFilterSummary(): (filter: AuditFilter) => string {
  const { t, language } = useT('admin');
  return (filter) => {
    const parts: string[] = [];
    if (filter.from) parts.push(t('logs.exports.summary.from', { at: formatDateTime(filter.from, language) }));
    if (filter.to) parts.push(t('logs.exports.summary.to', { at: formatDateTime(filter.to, language) }));
    if (filter.user) parts.push(t('logs.exports.summary.user', { user: filter.user }));
    if (filter.worldId) parts.push(t('logs.exports.summary.worldId', { worldId: filter.worldId }));
    if (filter.service) parts.push(t('logs.exports.summary.service', { service: t(`logs.service.${filter.service}`) }));
    if (filter.action) parts.push(t('logs.exports.summary.action', { action: filter.action }));
    if (filter.result === 'success' || filter.result === 'failure') parts.push(t(`logs.exports.summary.${filter.result}`));
    else if (typeof filter.result === 'number') parts.push(t('logs.exports.summary.code', { code: filter.result }));
    return parts.length === 0 ? t('logs.exports.everything') : parts.join(' · ');
  };
}
