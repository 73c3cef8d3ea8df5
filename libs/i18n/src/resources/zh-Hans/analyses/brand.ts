import type { AnalysesCatalog } from '../../en/analyses';

export const brand: AnalysesCatalog['brand'] = {};
