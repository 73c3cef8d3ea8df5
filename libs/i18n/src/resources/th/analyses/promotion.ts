import type { AnalysesCatalog } from '../../en/analyses';

export const promotion: AnalysesCatalog['promotion'] = {};
