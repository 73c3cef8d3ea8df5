import type { AnalysesCatalog } from '../../en/analyses';

export const profit: AnalysesCatalog['profit'] = {};
