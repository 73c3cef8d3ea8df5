import type { AnalysesCatalog } from '../../en/analyses';

export const warehouse: AnalysesCatalog['warehouse'] = {};
