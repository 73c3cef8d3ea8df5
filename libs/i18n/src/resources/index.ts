import type { Locale } from '../locales';
import { common as enCommon, type CommonCatalog } from './en/common';
import { errors as enErrors } from './en/errors';
import { common as thCommon } from './th/common';
import { errors as thErrors } from './th/errors';
import { common as zhCommon } from './zh-Hans/common';
import { errors as zhErrors } from './zh-Hans/errors';
import type { ErrorKey } from '@simbiz/contracts';

export interface LocaleResources {
  common: CommonCatalog;
  errors: Record<ErrorKey, string>;
}

/** Every translation of the product, by locale and namespace. */
export const RESOURCES: Record<Locale, LocaleResources> = {
  en: { common: enCommon, errors: enErrors },
  'zh-Hans': { common: zhCommon, errors: zhErrors },
  th: { common: thCommon, errors: thErrors },
};

export type Namespace = keyof LocaleResources;
export const NAMESPACES: readonly Namespace[] = ['common', 'errors'];
