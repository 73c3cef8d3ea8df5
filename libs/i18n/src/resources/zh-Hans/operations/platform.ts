import type { OperationsCatalog } from '../../en/operations';

export const storePlatform: OperationsCatalog['storePlatform'] = {};
