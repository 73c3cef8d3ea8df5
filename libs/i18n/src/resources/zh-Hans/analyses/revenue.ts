import type { AnalysesCatalog } from '../../en/analyses';

export const revenue: AnalysesCatalog['revenue'] = {};
