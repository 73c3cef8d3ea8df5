import { Button, FieldLabel, Select, useT } from '@simbiz/ui';
import { useState } from 'react';
import { FilterForm } from '../worlds/worlds-filters';
import type { AccountFilters } from './accounts-query';

/** Search by email or name (applied on submit), role and state (applied when chosen). */
export function AccountsFilters({ filters, apply }: { filters: AccountFilters; apply: (filters: AccountFilters) => void }) {
  const { t } = useT('admin');
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
        <FieldLabel htmlFor="accounts-q">{t('accounts.search')}</FieldLabel>
        <input id="accounts-q" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div>
        <FieldLabel htmlFor="accounts-role">{t('accounts.role')}</FieldLabel>
        <Select
          id="accounts-role"
          value={filters.role}
          onChange={(e) => apply({ ...filters, q, role: e.target.value === 'admin' || e.target.value === 'licensed' ? e.target.value : '' })}
        >
          <option value="">{t('accounts.anyRole')}</option>
          <option value="admin">{t('accounts.roleNames.admin')}</option>
          <option value="licensed">{t('accounts.roleNames.licensed')}</option>
        </Select>
      </div>
      <div>
        <FieldLabel htmlFor="accounts-disabled">{t('accounts.state')}</FieldLabel>
        <Select
          id="accounts-disabled"
          value={filters.disabled}
          onChange={(e) => apply({ ...filters, q, disabled: e.target.value === 'true' || e.target.value === 'false' ? e.target.value : '' })}
        >
          <option value="">{t('accounts.anyState')}</option>
          <option value="false">{t('accounts.active')}</option>
          <option value="true">{t('accounts.disabled')}</option>
        </Select>
      </div>
      <div>
        <Button type="submit">{t('common.search')}</Button>
      </div>
    </FilterForm>
  );
}
