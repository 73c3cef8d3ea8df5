import { Button, FieldLabel, fieldStyle, media, Select, useT } from '@simbiz/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';

/** The filters side by side, as many per row as fit. */
const FilterForm = styled.form`
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
    ${fieldStyle}
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

/**
 * A list's filters: a search box applied on submit, then lists applied as soon as one is chosen.
 * The lists are given the search text as typed, so choosing one applies it too.
 */
export function FilterBar({
  idPrefix,
  searchLabel,
  query,
  applyQuery,
  children,
}: {
  idPrefix: string;
  searchLabel: string;
  query: string;
  applyQuery: (query: string) => void;
  children: (query: string) => ReactNode;
}) {
  const { t } = useT('admin');
  const [q, setQ] = useState(query);
  return (
    <FilterForm
      role="search"
      aria-label={t('common.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        applyQuery(q);
      }}
    >
      <div>
        <FieldLabel htmlFor={`${idPrefix}-q`}>{searchLabel}</FieldLabel>
        <input id={`${idPrefix}-q`} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </div>
      {children(q)}
      <div>
        <Button type="submit">{t('common.search')}</Button>
      </div>
    </FilterForm>
  );
}

/** One list of a filter bar: its label and its choices, the first usually "any". */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  options,
  choose,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  choose: (value: V) => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} value={value} onChange={(e) => choose(options.find((o) => o.value === e.target.value)?.value ?? value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
