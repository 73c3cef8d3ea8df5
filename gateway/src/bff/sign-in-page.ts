import { type Locale, SUPPORTED_LOCALES } from '@simbiz/i18n';
import type { TFunction } from 'i18next';
import { type PageLocale, SHELL_CHOICES_SCRIPT } from './shell-choices';
import { SIGN_IN_STYLE } from './sign-in-style';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Each language's name in itself, as the shell's language switch shows it. */
const LOCALE_NAMES: Record<Locale, string> = { en: 'English', 'zh-Hans': '简体中文', th: 'ไทย' };

/** Chinese sets no space after its full-width question mark; English and Thai separate the phrases. */
const wordGap = (locale: Locale) => (locale === 'zh-Hans' ? '' : ' ');

/** The shell's sign-up page (shell/src/layout/app.tsx), which returns to `returnUrl` signed in. */
const SIGN_UP_PATH = '/sign-up';

export interface SignInView {
  t: TFunction;
  language: PageLocale;
  productName: string;
  /** A same-origin path (sameOriginPath), where a successful sign-in leads. */
  returnUrl: string;
  /** What the visitor typed in the last attempt, shown again; never the password. */
  email: string;
  error?: string;
}

/**
 * The sign-in form the gateway serves at /bff/login: server-rendered HTML in the shell's look (its
 * style inline), working without script, posting back to /bff/login with the return address and
 * the page's language. Links lead to the other languages and to the shell's sign-up page, both
 * keeping the return address. Texts come from the i18n catalogues (`auth:*`).
 */
export function signInPage({ t, language, productName, returnUrl, email, error }: SignInView): string {
  const back = encodeURIComponent(returnUrl);
  const title = t('auth:signInTitle');
  const languageLinks = SUPPORTED_LOCALES.map((locale) => {
    const current = locale === language.locale ? ' aria-current="true"' : '';
    return `<a href="${escape(`/bff/login?lang=${locale}&returnUrl=${back}`)}" lang="${locale}" hreflang="${locale}"${current}>${escape(LOCALE_NAMES[locale])}</a>`;
  }).join('');
  return `<!doctype html>
<html lang="${escape(language.locale)}" data-locale-source="${language.source}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(`${title} · ${productName}`)}</title>
<script>${SHELL_CHOICES_SCRIPT}</script>
<style>${SIGN_IN_STYLE}</style>
</head>
<body>
<header>
<a class="brand" href="/">${escape(productName)}</a>
<nav class="languages" aria-label="${escape(t('auth:language'))}">${languageLinks}</nav>
</header>
<main>
<section class="card" aria-labelledby="sign-in-title">
<h1 id="sign-in-title">${escape(title)}</h1>
${error ? `<p class="alert" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/bff/login">
<input type="hidden" name="returnUrl" value="${escape(returnUrl)}">
<input type="hidden" name="lang" value="${escape(language.locale)}">
<label for="email">${escape(t('auth:email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}"${email ? '' : ' autofocus'}>
<label for="password">${escape(t('auth:password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${escape(t('auth:signIn'))}</button>
</form>
<p class="next">${escape(t('auth:noAccount'))}${wordGap(language.locale)}<a href="${escape(`${SIGN_UP_PATH}?returnUrl=${back}`)}">${escape(t('auth:signUp'))}</a></p>
</section>
</main>
</body>
</html>`;
}
