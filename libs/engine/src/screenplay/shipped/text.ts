import type { Localized } from '../localized';

/** A text in English, Simplified Chinese and Thai. */
export const t = (en: string, zh: string, th: string): Localized => ({ en, 'zh-Hans': zh, th });
