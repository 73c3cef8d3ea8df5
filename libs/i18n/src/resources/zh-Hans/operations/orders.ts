import type { OperationsCatalog } from '../../en/operations';

export const storeOrders: OperationsCatalog['storeOrders'] = {};
