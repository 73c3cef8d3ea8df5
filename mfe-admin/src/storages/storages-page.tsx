import { ADMIN_SYSTEM_API, type RouteReply, type StorageBackend } from '@simbiz/contracts';
import { Alert, Badge, Button, Card, Muted, Row, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { formatMilliseconds } from '../common/format';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { useAdminRead } from '../common/use-admin-read';

type TestResult = RouteReply<typeof ADMIN_SYSTEM_API.testStorage>;
const NO_INPUT = {};

const Settings = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.3rem 1rem;
  margin: 0 0 1rem;
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.9rem;
  }
`;

/** One backend: what identifies it (never a secret), whether it is the default, and its connection test. */
function StorageCard({ backend }: { backend: StorageBackend }) {
  const { t, language } = useT('admin');
  const api = useApi();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);
  const titleId = `storage-${backend.name}`;
  const settings = Object.entries(backend.settings);
  const test = () =>
    void api.call({
      route: ADMIN_SYSTEM_API.testStorage,
      data: { name: backend.name },
      start: () => {
        setTesting(true);
        setResult(null);
      },
      success: setResult,
      completed: () => setTesting(false),
    });
  return (
    <Card aria-labelledby={titleId} data-testid="storage">
      <Row style={{ marginBottom: '0.7rem' }}>
        <h2 id={titleId} style={{ margin: 0 }}>
          {t(`storages.names.${backend.name}`)}
        </h2>
        {backend.isDefault ? <Badge $variant="primary">{t('storages.default')}</Badge> : null}
        {backend.configured ? null : <Badge>{t('storages.notConfigured')}</Badge>}
      </Row>
      {settings.length === 0 ? (
        <Muted>{t('storages.noSettings')}</Muted>
      ) : (
        <Settings>
          {settings.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{t(`storages.settings.${name}`, { defaultValue: name })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Settings>
      )}
      <Row>
        <Button variant="secondary" outline disabled={testing || !backend.configured} onClick={test}>
          {testing ? t('storages.testing') : t('storages.test')}
        </Button>
      </Row>
      <div aria-live="polite" style={{ marginTop: result ? '0.8rem' : 0 }}>
        {result ? (
          <Alert variant={result.ok ? 'success' : 'danger'}>
            {t(result.ok ? 'storages.testOk' : 'storages.testFailed', { latency: formatMilliseconds(result.latencyMs, language) })}
            {result.detail ? <div style={{ marginTop: '0.3rem', overflowWrap: 'anywhere' }}>{result.detail}</div> : null}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}

/** Where uploads and exports are kept (admin.storages): each backend with its settings, the default marked, and a connection test. */
export function StoragesPage() {
  const { t } = useT('admin');
  const storages = useAdminRead(ADMIN_SYSTEM_API.storages, NO_INPUT);
  return (
    <div>
      <PageHeader title={t('storages.title')} />
      <Muted>{t('storages.intro')}</Muted>
      <Loaded read={storages}>{(list) => list.map((backend) => <StorageCard key={backend.name} backend={backend} />)}</Loaded>
    </div>
  );
}
