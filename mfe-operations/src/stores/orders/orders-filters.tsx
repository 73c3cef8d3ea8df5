import { FieldLabel, Select, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import type { OrderFilter } from './orders-rows';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The orders tab's choices side by side (stacked on a phone): the round, then a product, a source
 * and a segment, each with "All" first.
 */
export function OrdersFilters({
  round,
  filter,
  change,
  options,
}: {
  round: ReactNode;
  filter: OrderFilter;
  change: (filter: OrderFilter) => void;
  options: Record<keyof OrderFilter, FilterOption[]>;
}) {
  const { t } = useT('operations');
  const choice = (name: keyof OrderFilter, label: string) => (
    <div>
      <FieldLabel htmlFor={`orders-${name}`}>{label}</FieldLabel>
      <Select id={`orders-${name}`} value={filter[name]} onChange={(e) => change({ ...filter, [name]: e.target.value })}>
        <option value="">{t('storeOrders.all')}</option>
        {options[name].map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <div data-testid="orders-filters" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', columnGap: '0.75rem' }}>
      {round}
      {choice('product', t('storeOrders.product'))}
      {choice('source', t('storeOrders.source'))}
      {choice('segment', t('storeOrders.segment'))}
    </div>
  );
}
