import { ErrorCode } from '@simbiz/contracts';
import { type MessageBoxButton, messageBoxes } from '@simbiz/ui';
import type { i18n } from 'i18next';
import type { LicenseProblemFacts } from './license-problem';
import type { BoxButton, ResponseAction } from './response-handling';
import { reloadReads } from './use-read';

export interface PresentContext {
  i18n: i18n;
  reload: () => void;
  /** Signs in again: back to the login page with this address to return to. */
  signIn: () => void;
  /** Signs out (403: log in with another account). */
  logout: () => void;
  redirect404: () => void;
  licenseInvalid?: (problem: LicenseProblemFacts) => void;
  /** Reads the page's items again (130061's button); by default every mounted useRead reads again. */
  reloadItems?: () => void;
}

/** Carries out what decideResponse chose: a message box with its buttons, or a redirect. */
export function presentResponse(action: ResponseAction, context: PresentContext): void {
  if (action.kind === 'none') return;
  if (action.kind === 'redirect404') return context.redirect404();
  if (action.kind === 'licenseInvalid') return context.licenseInvalid?.(action.problem);
  const t = context.i18n.t.bind(context.i18n);
  const button = (name: BoxButton): MessageBoxButton => {
    switch (name) {
      case 'refresh':
        return { text: t('common:messageBox.refresh'), icon: 'refresh', callback: context.reload };
      case 'reloadItems':
        return { text: t('common:messageBox.refresh'), icon: 'refresh', callback: context.reloadItems ?? (() => reloadReads()) };
      case 'signInAgain':
        return { text: t('common:http.signInAgain'), icon: 'login', callback: context.signIn };
      case 'login':
        return { text: t('common:http.login'), icon: 'login', callback: context.logout };
      case 'cancel':
        return { text: t('common:messageBox.cancel') };
      case 'close':
        return { text: t('common:messageBox.close') };
      case 'ok':
        return { text: t('common:messageBox.ok'), icon: 'ok' };
    }
  };
  const show = (params: Record<string, unknown>, details: string | undefined) =>
    messageBoxes.show({
      icon: action.icon,
      content: t(action.textKey, params),
      ...(details ? { details } : {}),
      ...(action.code !== undefined ? { code: action.code } : {}),
      buttons: action.buttons.map(button),
    });
  if (!action.issues && Object.keys(action.params).length === 0) {
    show(action.params, action.details);
    return;
  }
  // Numbers, money and a refusal's problems are put in words by a chunk of their own (the shell's first load stays small).
  void import('./refusal-words').then(
    (words) => {
      if (action.issues) words.markFields(action.issues, context.i18n);
      if (action.code === ErrorCode.itemChangedMeanwhile) {
        const change = words.changeWords(action.params, context.i18n);
        return show(change.params, change.details);
      }
      show(
        words.shownParams(action.textKey, action.params, context.i18n.language),
        action.issues ? words.issueLines(action.issues, context.i18n) : action.details,
      );
    },
    () => show(action.params, action.details ?? action.issues?.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')),
  );
}
