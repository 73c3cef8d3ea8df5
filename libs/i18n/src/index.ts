export * from './locales';
export * from './create-i18n';
export * from './load-catalogues';
export * from './describe-response';
export { RESOURCES, NAMESPACES, type LocaleResources, type Namespace } from './resources';
export type { CommonCatalog } from './resources/en/common';
