import type { OperationsCatalog } from '../../en/operations';

export const storeAuction: OperationsCatalog['storeAuction'] = {};
