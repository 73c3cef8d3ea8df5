import type { AdminCatalog } from '../en/admin';
import { adminConsole } from './admin/console';
import { adminRecords } from './admin/records';

export const admin: AdminCatalog = { ...adminConsole, ...adminRecords };
