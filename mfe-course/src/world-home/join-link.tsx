import { Button, Muted, Row, toasts, useT } from '@simbiz/ui';

/** The address participants join with; managers share it with the world's passcode. */
export function joinAddress(origin: string, worldId: string): string {
  return `${origin}/worlds/join?world=${encodeURIComponent(worldId)}`;
}

export function JoinLink({ worldId }: { worldId: string }) {
  const { t } = useT('course');
  const address = joinAddress(window.location.origin, worldId);
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
      <Muted>{t('home.joinHint')}</Muted>
    </div>
  );
}
