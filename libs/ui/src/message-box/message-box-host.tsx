import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { useT } from '../i18n-context';
import { Modal } from '../modal';
import type { Variant } from '../theme/theme';
import { type MessageBoxIcon, type MessageBoxStore, messageBoxes, type OpenMessageBox } from './message-box-store';

const ICON_VARIANT: Record<MessageBoxIcon, Variant> = { info: 'info', success: 'success', error: 'danger', warning: 'warning', question: 'primary' };
const ICON_GLYPH: Record<MessageBoxIcon, string> = { info: 'i', success: '✓', error: '!', warning: '!', question: '?' };
const TITLE_KEY: Record<MessageBoxIcon, string> = { info: 'information', success: 'success', error: 'error', warning: 'warning', question: 'question' };
const BUTTON_GLYPH = { ok: '✓', refresh: '↻', login: '→' } as const;

const Content = styled.div`
  display: flex;
  gap: 0.9rem;
  align-items: flex-start;
`;

const Icon = styled.span<{ $variant: Variant }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ theme, $variant }) => theme.variants[$variant].background};
  color: ${({ theme, $variant }) => theme.variants[$variant].text};
`;

const Details = styled.pre`
  margin: 0.75rem 0 0;
  padding: 0.6rem;
  max-height: 14rem;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-word;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.background};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
`;

const DetailsToggle = styled.button`
  margin-top: 0.5rem;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

function MessageBoxView({ box, store }: { box: OpenMessageBox; store: MessageBoxStore }) {
  const { t } = useT('common');
  const [detailsShown, setDetailsShown] = useState(false);
  const icon = box.icon ?? 'info';
  const close = () => store.close(box.id);
  const buttons = box.buttons?.length ? box.buttons : [{ text: t('messageBox.ok'), icon: 'ok' as const }];
  return (
    <Modal
      open
      size="md"
      title={box.title ?? t(`messageBox.${TITLE_KEY[icon]}`)}
      closeLabel={t('messageBox.close')}
      onClose={close}
      footer={buttons.map((button, index) => (
        <Button
          key={button.text}
          variant={index === buttons.length - 1 ? 'primary' : 'tertiary'}
          className={button.cssClass}
          onClick={() => {
            if (button.callback?.() !== false) close();
          }}
        >
          {button.icon ? <span aria-hidden="true">{BUTTON_GLYPH[button.icon]}</span> : null}
          {button.text}
        </Button>
      ))}
    >
      <Content data-code={box.code}>
        <Icon $variant={ICON_VARIANT[icon]} aria-hidden="true">
          {ICON_GLYPH[icon]}
        </Icon>
        <div>
          <p style={{ margin: 0 }}>{box.content}</p>
          {box.details ? (
            <>
              <DetailsToggle type="button" aria-expanded={detailsShown} onClick={() => setDetailsShown(!detailsShown)}>
                {t(detailsShown ? 'messageBox.hideDetails' : 'messageBox.showDetails')}
              </DetailsToggle>
              {detailsShown ? <Details>{box.details}</Details> : null}
            </>
          ) : null}
        </div>
      </Content>
    </Modal>
  );
}

/** Draws the page's message boxes, the newest on top. */
export function MessageBoxHost({ store = messageBoxes }: { store?: MessageBoxStore }) {
  const boxes = useSyncExternalStore(store.subscribe, store.list);
  return (
    <>
      {boxes.map((box) => (
        <MessageBoxView key={box.id} box={box} store={store} />
      ))}
    </>
  );
}
