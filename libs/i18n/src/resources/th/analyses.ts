import type { AnalysesCatalog } from '../en/analyses';

export const analyses: AnalysesCatalog = {
  loading: 'กำลังโหลด…',
};
