import type { i18n } from 'i18next';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The sign-in form the gateway serves at /bff/login until the shell has its own: plain HTML, no
 * script, posting back to /bff/login with the return address. Texts come from the i18n catalogues.
 */
export function signInPage(t: i18n['t'], lang: string, returnUrl: string, error?: string): string {
  return `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('auth.signInTitle'))}</title></head>
<body><main><h1>${escape(t('auth.signInTitle'))}</h1>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/bff/login">
<input type="hidden" name="returnUrl" value="${escape(returnUrl)}">
<label>${escape(t('auth.email'))} <input name="email" type="email" autocomplete="username" required></label>
<label>${escape(t('auth.password'))} <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">${escape(t('auth.signIn'))}</button>
</form></main></body></html>`;
}
