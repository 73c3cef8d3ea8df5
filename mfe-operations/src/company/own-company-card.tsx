import { API } from '@simbiz/contracts';
import { Badge, Button, Card, Muted, TextInput, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { afterWrite, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';
import type { CompanyRow } from './company-rows';
import { renameState } from './rename-state';

/**
 * The team's own company: its name, team and status, and the form that renames it when the world
 * lets the team act (renameState). The world's rename rule and unique names are the server's to
 * check: its refusals (510019, 510025) come back through the API client.
 */
export function OwnCompanyCard({ area, company, reload }: { area: Area; company: CompanyRow; reload: () => void }) {
  const { t } = useT('operations');
  const api = useApi();
  // null: untouched, the form shows the company's name as last read.
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? company.companyName;
  const changed = name.trim() !== company.companyName;
  useUnsavedChanges(draft !== null && changed, t('unsaved'));
  const state = renameState(area);
  const rename = () => {
    if (!changed) return;
    void api.call({
      route: API.teams.rename,
      data: { worldId: area.worldId, companyName: name.trim() },
      success: afterWrite(t('company.own.renamed'), () => setDraft(null), reload),
    });
  };
  return (
    <Card aria-labelledby="own-company-heading" data-testid="own-company">
      <h2 id="own-company-heading">{t('company.own.title')}</h2>
      <p>
        <strong data-testid="own-company-name">{company.companyName}</strong>{' '}
        <Badge $variant={company.bankrupt ? 'danger' : 'success'}>{t(`company.statuses.${company.bankrupt ? 'bankrupt' : 'active'}`)}</Badge>
      </p>
      <Muted>{t('company.own.teamName', { team: company.teamName })}</Muted>
      {state === 'allowed' ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (e.currentTarget.checkValidity()) rename();
          }}
        >
          <TextInput label={t('company.own.name')} name="companyName" value={name} onValueChange={setDraft} rules={{ required: true, max: 60 }} />
          <Muted>{t('company.own.hint')}</Muted>
          <Button type="submit" disabled={!changed}>
            {t('company.own.rename')}
          </Button>
        </form>
      ) : state === null ? null : (
        <Muted data-testid="rename-closed">{t(`company.own.${state}`)}</Muted>
      )}
    </Card>
  );
}
