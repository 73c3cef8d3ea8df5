import { useT } from '@simbiz/ui';
import { FilterBar, FilterSelect } from '../common/filter-bar';
import type { AccountFilters } from './accounts-query';

/** Search by email or name (applied on submit), role and state (applied when chosen). */
export function AccountsFilters({ filters, apply }: { filters: AccountFilters; apply: (filters: AccountFilters) => void }) {
  const { t } = useT('admin');
  return (
    <FilterBar idPrefix="accounts" searchLabel={t('accounts.search')} query={filters.q} applyQuery={(q) => apply({ ...filters, q })}>
      {(q) => (
        <>
          <FilterSelect
            id="accounts-role"
            label={t('accounts.role')}
            value={filters.role}
            options={[
              { value: '', label: t('accounts.anyRole') },
              { value: 'admin', label: t('accounts.roleNames.admin') },
              { value: 'licensed', label: t('accounts.roleNames.licensed') },
            ]}
            choose={(role) => apply({ ...filters, q, role })}
          />
          <FilterSelect
            id="accounts-disabled"
            label={t('accounts.state')}
            value={filters.disabled}
            options={[
              { value: '', label: t('accounts.anyState') },
              { value: 'false', label: t('accounts.active') },
              { value: 'true', label: t('accounts.disabled') },
            ]}
            choose={(disabled) => apply({ ...filters, q, disabled })}
          />
        </>
      )}
    </FilterBar>
  );
}
