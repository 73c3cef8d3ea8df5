import type { Locale } from '../locales';
import { common as enCommon, type CommonCatalog } from './en/common';
import { course as enCourse, type CourseCatalog } from './en/course';
import { achievements as enAchievements, type AchievementsCatalog } from './en/achievements';
import { achievements as thAchievements } from './th/achievements';
import { achievements as zhAchievements } from './zh-Hans/achievements';
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
import { refusals as enRefusals, type RefusalsCatalog } from './en/refusals';
import { baike as enBaike, type BaikeCatalog } from './en/baike';
import { baike as thBaike } from './th/baike';
import { baike as zhBaike } from './zh-Hans/baike';
import { validation as enValidation, type ValidationCatalog } from './en/validation';
import { validation as thValidation } from './th/validation';
import { validation as zhValidation } from './zh-Hans/validation';
import { auth as enAuth, type AuthCatalog } from './en/auth';
import { signUp as enSignUp, type SignUpCatalog } from './en/signUp';
import { marketResearch as enMarketResearch, type MarketResearchCatalog } from './en/marketResearch';
import { help as enHelp, type HelpCatalog } from './en/help';
import { help as thHelp } from './th/help';
import { help as zhHelp } from './zh-Hans/help';
import { marketResearch as thMarketResearch } from './th/marketResearch';
import { marketResearch as zhMarketResearch } from './zh-Hans/marketResearch';
import { signUp as thSignUp } from './th/signUp';
import { signUp as zhSignUp } from './zh-Hans/signUp';
import { auth as thAuth } from './th/auth';
import { auth as zhAuth } from './zh-Hans/auth';
import { refusals as thRefusals } from './th/refusals';
import { refusals as zhRefusals } from './zh-Hans/refusals';
import { warnings as thWarnings } from './th/warnings';
import { warnings as zhWarnings } from './zh-Hans/warnings';
import { common as thCommon } from './th/common';
import { errors as thErrors } from './th/errors';
import { common as zhCommon } from './zh-Hans/common';
import { errors as zhErrors } from './zh-Hans/errors';
import { admin as enAdmin, type AdminCatalog } from './en/admin';
import { admin as thAdmin } from './th/admin';
import { admin as zhAdmin } from './zh-Hans/admin';
import type { ErrorKey } from '@simbiz/contracts';

export interface LocaleResources {
  common: CommonCatalog;
  errors: Record<ErrorKey, string>;
  shell: ShellCatalog;
  course: CourseCatalog;
  achievements: AchievementsCatalog;
  operations: OperationsCatalog;
  analyses: AnalysesCatalog;
  warnings: WarningsCatalog;
  refusals: RefusalsCatalog;
  baike: BaikeCatalog;
  validation: ValidationCatalog;
  auth: AuthCatalog;
  signUp: SignUpCatalog;
  marketResearch: MarketResearchCatalog;
  help: HelpCatalog;
  admin: AdminCatalog;
}

/** Every translation of the product, by locale and namespace. */
export const RESOURCES: Record<Locale, LocaleResources> = {
  en: {
    common: enCommon,
    errors: enErrors,
    shell: enShell,
    course: enCourse,
    achievements: enAchievements,
    operations: enOperations,
    analyses: enAnalyses,
    warnings: enWarnings,
    refusals: enRefusals,
    baike: enBaike,
    validation: enValidation,
    auth: enAuth,
    signUp: enSignUp,
    marketResearch: enMarketResearch,
    help: enHelp,
    admin: enAdmin,
  },
  'zh-Hans': {
    common: zhCommon,
    errors: zhErrors,
    shell: zhShell,
    course: zhCourse,
    achievements: zhAchievements,
    operations: zhOperations,
    analyses: zhAnalyses,
    warnings: zhWarnings,
    refusals: zhRefusals,
    baike: zhBaike,
    validation: zhValidation,
    auth: zhAuth,
    signUp: zhSignUp,
    marketResearch: zhMarketResearch,
    help: zhHelp,
    admin: zhAdmin,
  },
  th: {
    common: thCommon,
    errors: thErrors,
    shell: thShell,
    course: thCourse,
    achievements: thAchievements,
    operations: thOperations,
    analyses: thAnalyses,
    warnings: thWarnings,
    refusals: thRefusals,
    baike: thBaike,
    validation: thValidation,
    auth: thAuth,
    signUp: thSignUp,
    marketResearch: thMarketResearch,
    help: thHelp,
    admin: thAdmin,
  },
};

export type Namespace = keyof LocaleResources;
export const NAMESPACES: readonly Namespace[] = [
  'common',
  'errors',
  'shell',
  'course',
  'achievements',
  'operations',
  'analyses',
  'warnings',
  'refusals',
  'baike',
  'validation',
  'auth',
  'signUp',
  'marketResearch',
  'help',
  'admin',
];
