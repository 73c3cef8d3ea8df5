import { API } from '@simbiz/contracts';
import { Button, Muted, Row, toasts, useT } from '@simbiz/ui';
import { useRead } from '@simbiz/web-kit';

/** The address participants join with; managers share it with the world's passcode. */
export function joinAddress(origin: string, worldId: string): string {
  return `${origin}/worlds/join?world=${encodeURIComponent(worldId)}`;
}

/** The join address and, for the managers who share it, the world's passcode (set or changed in the settings). */
export function JoinLink({ worldId }: { worldId: string }) {
  const { t } = useT('course');
  const address = joinAddress(window.location.origin, worldId);
  const [settings] = useRead<{ passcode: string | null }>(
    (client, done) => void client.call({ route: API.worlds.settings, data: { worldId }, success: done }),
    worldId,
  );
  return (
    <div style={{ marginTop: '1rem' }}>
      <strong>{t('home.joinLink')}</strong>
      <Row>
        <code data-testid="join-link" style={{ overflowWrap: 'anywhere' }}>
          {address}
        </code>
        <Button
          size="sm"
          variant="tertiary"
          onClick={() =>
            void navigator.clipboard?.writeText(address).then(
              () => toasts.show({ text: t('home.copied') }),
              () => undefined,
            )
          }
        >
          {t('home.copy')}
        </Button>
      </Row>
      {settings ? (
        <p data-testid="world-passcode">
          <strong>{t('home.passcode')}</strong> {settings.passcode ? <code>{settings.passcode}</code> : <Muted>{t('home.noPasscode')}</Muted>}
        </p>
      ) : null}
      <Muted>{t('home.joinHint')}</Muted>
    </div>
  );
}
