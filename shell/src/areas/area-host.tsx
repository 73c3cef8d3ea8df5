import { Alert, Button, useT } from '@simbiz/ui';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { areaElement, failedAreas } from './area-status';
import { retryArea } from './register-areas';

/** Where an area's micro-frontend appears; an error panel with a retry when it failed to load. */
export function AreaHost({ name }: { name: string }) {
  const { t } = useT('shell');
  const holder = useRef<HTMLDivElement>(null);
  const failures = useSyncExternalStore(failedAreas.subscribe, failedAreas.get);
  const [retrying, setRetrying] = useState(false);
  const failure = failures[name];

  useLayoutEffect(() => {
    const element = areaElement(name);
    holder.current?.append(element);
    return () => element.remove();
  }, [name]);

  return (
    <>
      {failure ? (
        <Alert variant="danger">
          <strong>{t('area.failedTitle')}</strong>
          <p style={{ margin: '0.3rem 0 0.6rem' }}>{t('area.failedMessage')}</p>
          <Button
            variant="danger"
            size="sm"
            disabled={retrying}
            onClick={() => {
              setRetrying(true);
              void retryArea(name).finally(() => setRetrying(false));
            }}
          >
            {t('area.retry')}
          </Button>
        </Alert>
      ) : null}
      <div ref={holder} data-area={name} />
    </>
  );
}
