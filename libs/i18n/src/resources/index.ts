import type { Locale } from '../locales';
import { common as enCommon, type CommonCatalog } from './en/common';
import { course as enCourse, type CourseCatalog } from './en/course';
import { shell as enShell, type ShellCatalog } from './en/shell';
import { analyses as enAnalyses, type AnalysesCatalog } from './en/analyses';
import { operations as enOperations, type OperationsCatalog } from './en/operations';
import { analyses as thAnalyses } from './th/analyses';
import { operations as thOperations } from './th/operations';
import { analyses as zhAnalyses } from './zh-Hans/analyses';
import { operations as zhOperations } from './zh-Hans/operations';
import { course as thCourse } from './th/course';
import { shell as thShell } from './th/shell';
import { course as zhCourse } from './zh-Hans/course';
import { shell as zhShell } from './zh-Hans/shell';
import { errors as enErrors } from './en/errors';
import { warnings as enWarnings, type WarningsCatalog } from './en/warnings';
import { warnings as thWarnings } from './th/warnings';
import { warnings as zhWarnings } from './zh-Hans/warnings';
import { common as thCommon } from './th/common';
import { errors as thErrors } from './th/errors';
import { common as zhCommon } from './zh-Hans/common';
import { errors as zhErrors } from './zh-Hans/errors';
import type { ErrorKey } from '@simbiz/contracts';

export interface LocaleResources {
  common: CommonCatalog;
  errors: Record<ErrorKey, string>;
  shell: ShellCatalog;
  course: CourseCatalog;
  operations: OperationsCatalog;
  analyses: AnalysesCatalog;
  warnings: WarningsCatalog;
}

/** Every translation of the product, by locale and namespace. */
export const RESOURCES: Record<Locale, LocaleResources> = {
  en: { common: enCommon, errors: enErrors, shell: enShell, course: enCourse, operations: enOperations, analyses: enAnalyses, warnings: enWarnings },
  'zh-Hans': { common: zhCommon, errors: zhErrors, shell: zhShell, course: zhCourse, operations: zhOperations, analyses: zhAnalyses, warnings: zhWarnings },
  th: { common: thCommon, errors: thErrors, shell: thShell, course: thCourse, operations: thOperations, analyses: thAnalyses, warnings: thWarnings },
};

export type Namespace = keyof LocaleResources;
export const NAMESPACES: readonly Namespace[] = ['common', 'errors', 'shell', 'course', 'operations', 'analyses', 'warnings'];
