import type { AnalysesCatalog } from '../../en/analyses';

export const fin: AnalysesCatalog['fin'] = {};
