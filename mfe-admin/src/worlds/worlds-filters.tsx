import type { AdminScreenplay } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { FilterBar, FilterSelect } from '../common/filter-bar';
import { localName } from '../common/format';
import { WORLD_STAGES } from '../common/world-stages';
import type { WorldFilters } from './worlds-query';

/** Search by name or instructor (applied on submit), stage, archived or not, screenplay (applied when chosen). */
export function WorldsFilters({
  filters,
  screenplays,
  apply,
}: {
  filters: WorldFilters;
  screenplays: readonly Pick<AdminScreenplay, 'id' | 'name'>[];
  apply: (filters: WorldFilters) => void;
}) {
  const { t, language } = useT('admin');
  const { t: common } = useT('common');
  return (
    <FilterBar idPrefix="worlds" searchLabel={t('worlds.search')} query={filters.q} applyQuery={(q) => apply({ ...filters, q })}>
      {(q) => (
        <>
          <FilterSelect
            id="worlds-stage"
            label={t('worlds.stage')}
            value={filters.status}
            options={[{ value: '', label: t('worlds.anyStage') }, ...WORLD_STAGES.map((stage) => ({ value: String(stage), label: common(`stages.${stage}`) }))]}
            choose={(status) => apply({ ...filters, q, status })}
          />
          <FilterSelect
            id="worlds-archived"
            label={t('worlds.archivedFilter')}
            value={filters.archived}
            options={[
              { value: 'false', label: t('worlds.notArchived') },
              { value: 'true', label: t('worlds.archivedOnly') },
            ]}
            choose={(archived) => apply({ ...filters, q, archived })}
          />
          <FilterSelect
            id="worlds-screenplay"
            label={t('worlds.screenplay')}
            value={filters.screenplayId}
            options={[{ value: '', label: t('worlds.anyScreenplay') }, ...screenplays.map((s) => ({ value: s.id, label: localName(s.name, language, s.id) }))]}
            choose={(screenplayId) => apply({ ...filters, q, screenplayId })}
          />
        </>
      )}
    </FilterBar>
  );
}
