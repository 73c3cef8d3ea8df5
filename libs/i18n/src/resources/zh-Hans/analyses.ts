import type { AnalysesCatalog } from '../en/analyses';

export const analyses: AnalysesCatalog = {
  loading: '加载中…',
};
