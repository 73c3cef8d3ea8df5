import type { OperationsCatalog } from '../en/operations';

export const operations: OperationsCatalog = {
  loading: '加载中…',
};
