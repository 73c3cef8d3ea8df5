import { Button, Modal, useT } from '@simbiz/ui';
import { createStore } from '@simbiz/web-kit';
import { useEffect, useSyncExternalStore } from 'react';

/** The latest uncaught script error, shown by the dialog below. */
const scriptError = createStore<{ message: string; stack: string } | null>(null);
let dialogMounted = false;

/** What the page shows for an uncaught error: the dialog when it is drawn, else a confirm prompt. */
export function reportScriptError(error: unknown, confirmText: string, win: Window = window): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : message;
  if (dialogMounted) {
    scriptError.set({ message, stack });
    return;
  }
  if (win.confirm(confirmText)) win.location.reload();
}

/** Listens for uncaught errors and rejections of every script on the page (shell and remotes). */
export function installScriptErrorHandler(confirmText: () => string, win: Window = window): void {
  win.addEventListener('error', (event) => {
    // Resource load errors (a remote's script) are the area host's business.
    if (!(event instanceof ErrorEvent)) return;
    reportScriptError(event.error ?? event.message, confirmText(), win);
  });
  win.addEventListener('unhandledrejection', (event) => reportScriptError(event.reason, confirmText(), win));
}

/** The global script-error dialog (section 8): read-only stack and a refresh button. */
export function ScriptErrorDialog() {
  const { t } = useT('common');
  const current = useSyncExternalStore(scriptError.subscribe, scriptError.get);
  useEffect(() => {
    dialogMounted = true;
    return () => {
      dialogMounted = false;
    };
  }, []);
  if (!current) return null;
  return (
    <Modal
      open
      size="lg"
      title={t('http.scriptErrorTitle')}
      closeLabel={t('messageBox.close')}
      onClose={() => scriptError.set(null)}
      footer={
        <>
          <Button variant="tertiary" onClick={() => scriptError.set(null)}>
            {t('messageBox.close')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('messageBox.refresh')}</Button>
        </>
      }
    >
      <p>{t('http.scriptErrorMessage')}</p>
      <label htmlFor="script-error-stack" style={{ fontWeight: 600 }}>
        {current.message}
      </label>
      <textarea id="script-error-stack" readOnly value={current.stack} rows={10} style={{ width: '100%', fontFamily: 'monospace', fontSize: '0.8rem' }} />
    </Modal>
  );
}
