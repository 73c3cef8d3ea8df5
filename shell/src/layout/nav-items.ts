import type { TopNavItem } from '@simbiz/web-kit';

/** Where each top navigation item leads, and its label's key in the shell catalogue. */
export const NAV_TARGETS: Record<Exclude<TopNavItem, 'accountCenter'>, { to: string; label: string }> = {
  home: { to: '/', label: 'nav.home' },
  worlds: { to: '/worlds', label: 'nav.worlds' },
  admin: { to: '/admin', label: 'nav.admin' },
  baike: { to: '/baike', label: 'nav.baike' },
};

export const LOCALE_NAMES: Record<string, string> = { en: 'English', 'zh-Hans': '简体中文', th: 'ไทย' };
