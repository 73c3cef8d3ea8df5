import { AUDITED_SERVICES, type AuditFilter } from '@simbiz/contracts';
import { Button, FieldLabel, fieldStyle, Row, Select, TextInput, useT } from '@simbiz/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { instantOfLocalInput, localInputOf } from './audit-filter';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0 1rem;
`;

const DateInput = styled.input`
  ${fieldStyle}
  color-scheme: ${({ theme }) => theme.scheme};
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ResultKind = '' | 'success' | 'failure' | 'code';

/** The form's fields as typed: every one a string. */
interface Draft {
  from: string;
  to: string;
  user: string;
  worldId: string;
  service: string;
  action: string;
  result: ResultKind;
  code: string;
}

function draftOf(filter: AuditFilter): Draft {
  const { result } = filter;
  return {
    from: localInputOf(filter.from),
    to: localInputOf(filter.to),
    user: filter.user ?? '',
    worldId: filter.worldId ?? '',
    service: filter.service ?? '',
    action: filter.action ?? '',
    result: result === undefined ? '' : typeof result === 'number' ? 'code' : result,
    code: typeof result === 'number' ? String(result) : '',
  };
}

function filterOf(draft: Draft): AuditFilter {
  const filter: AuditFilter = {};
  const from = instantOfLocalInput(draft.from);
  const to = instantOfLocalInput(draft.to);
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (draft.user.trim()) filter.user = draft.user.trim();
  if (draft.worldId.trim()) filter.worldId = draft.worldId.trim().toLowerCase();
  if (draft.service) filter.service = draft.service as AuditFilter['service'];
  if (draft.action.trim()) filter.action = draft.action.trim();
  if (draft.result === 'success' || draft.result === 'failure') filter.result = draft.result;
  if (draft.result === 'code' && draft.code.trim()) filter.result = Number(draft.code.replace(/[^\d-]/g, ''));
  return filter;
}

/**
 * The log's filters (from and until, whose calls, which world, service and action, how they
 * ended): applied together, so the page reads the log once per change; cleared at once.
 */
export function AuditFilterForm({ filter, apply }: { filter: AuditFilter; apply: (filter: AuditFilter) => void }) {
  const { t } = useT('admin');
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(filter));
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form
      noValidate
      aria-label={t('logs.filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (event.currentTarget.checkValidity()) apply(filterOf(draft));
      }}
    >
      <Grid>
        <div>
          <FieldLabel htmlFor={`${id}-from`}>{t('logs.filters.from')}</FieldLabel>
          <DateInput id={`${id}-from`} type="datetime-local" value={draft.from} onChange={(event) => set('from')(event.target.value)} />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-to`}>{t('logs.filters.to')}</FieldLabel>
          <DateInput id={`${id}-to`} type="datetime-local" value={draft.to} onChange={(event) => set('to')(event.target.value)} />
        </div>
        <TextInput name="user" label={t('logs.filters.user')} value={draft.user} onValueChange={set('user')} rules={{ max: 254 }} autoComplete="off" />
        <TextInput
          name="worldId"
          label={t('logs.filters.worldId')}
          value={draft.worldId}
          onValueChange={set('worldId')}
          rules={{ regex: UUID }}
          placeholder={t('logs.filters.worldIdPlaceholder')}
          autoComplete="off"
        />
        <div>
          <FieldLabel htmlFor={`${id}-service`}>{t('logs.filters.service')}</FieldLabel>
          <Select id={`${id}-service`} value={draft.service} onChange={(event) => set('service')(event.target.value)}>
            <option value="">{t('logs.filters.any')}</option>
            {AUDITED_SERVICES.map((service) => (
              <option key={service} value={service}>
                {t(`logs.service.${service}`)}
              </option>
            ))}
          </Select>
        </div>
        <TextInput
          name="action"
          label={t('logs.filters.action')}
          value={draft.action}
          onValueChange={set('action')}
          rules={{ max: 80 }}
          placeholder={t('logs.filters.actionPlaceholder')}
          autoComplete="off"
        />
        <div>
          <FieldLabel htmlFor={`${id}-result`}>{t('logs.filters.result')}</FieldLabel>
          <Select id={`${id}-result`} value={draft.result} onChange={(event) => set('result')(event.target.value)}>
            <option value="">{t('logs.filters.any')}</option>
            <option value="success">{t('logs.filters.success')}</option>
            <option value="failure">{t('logs.filters.failure')}</option>
            <option value="code">{t('logs.filters.code')}</option>
          </Select>
        </div>
        {draft.result === 'code' ? (
          <TextInput
            name="result"
            label={t('logs.filters.codeValue')}
            value={draft.code}
            onValueChange={set('code')}
            rules={{ required: true, integer: true, min_value: -1, max_value: 999_999 }}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
      </Grid>
      <Row style={{ marginBottom: '1rem' }}>
        <Button type="submit">{t('logs.filters.apply')}</Button>
        <Button variant="secondary" outline onClick={() => apply({})}>
          {t('logs.filters.clear')}
        </Button>
      </Row>
    </form>
  );
}
