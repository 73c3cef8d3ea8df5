import type { AnalysesCatalog } from '../../en/analyses';

export const traffic: AnalysesCatalog['traffic'] = {};
