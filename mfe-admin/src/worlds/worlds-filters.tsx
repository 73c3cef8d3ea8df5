import type { AdminScreenplay } from '@simbiz/contracts';
import { Button, FieldLabel, media, Select, useT } from '@simbiz/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { localName } from '../common/format';
import { WORLD_STAGES } from '../common/world-stages';
import type { WorldFilters } from './worlds-query';

/** The filters side by side, as many per row as fit. */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0 0.9rem;
  align-items: end;
  /* The search box and the lists the same height, side by side. */
  input[type='search'],
  select {
    box-sizing: border-box;
    height: 2.4rem;
  }
  input[type='search'] {
    width: 100%;
    padding: 0.45rem 0.6rem;
    margin-bottom: 0.9rem;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.border};
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
    font: inherit;
  }
  button {
    margin-bottom: 0.9rem;
  }
  /* Two a row on a phone, the search across both. */
  ${media.belowSm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > div:first-child {
      grid-column: 1 / -1;
    }
  }
`;

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
  const [q, setQ] = useState(filters.q);
  return (
    <FilterForm
      role="search"
      aria-label={t('common.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        apply({ ...filters, q });
      }}
    >
      <div>
        <FieldLabel htmlFor="worlds-q">{t('worlds.search')}</FieldLabel>
        <input id="worlds-q" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div>
        <FieldLabel htmlFor="worlds-stage">{t('worlds.stage')}</FieldLabel>
        <Select id="worlds-stage" value={filters.status} onChange={(e) => apply({ ...filters, q, status: e.target.value })}>
          <option value="">{t('worlds.anyStage')}</option>
          {WORLD_STAGES.map((stage) => (
            <option key={stage} value={String(stage)}>
              {common(`stages.${stage}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <FieldLabel htmlFor="worlds-archived">{t('worlds.archivedFilter')}</FieldLabel>
        <Select
          id="worlds-archived"
          value={filters.archived}
          onChange={(e) => apply({ ...filters, q, archived: e.target.value === 'true' ? 'true' : 'false' })}
        >
          <option value="false">{t('worlds.notArchived')}</option>
          <option value="true">{t('worlds.archivedOnly')}</option>
        </Select>
      </div>
      <div>
        <FieldLabel htmlFor="worlds-screenplay">{t('worlds.screenplay')}</FieldLabel>
        <Select id="worlds-screenplay" value={filters.screenplayId} onChange={(e) => apply({ ...filters, q, screenplayId: e.target.value })}>
          <option value="">{t('worlds.anyScreenplay')}</option>
          {screenplays.map((s) => (
            <option key={s.id} value={s.id}>
              {localName(s.name, language, s.id)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Button type="submit">{t('common.search')}</Button>
      </div>
    </FilterForm>
  );
}
