import { adminConsole } from './admin/console';
import { adminRecords } from './admin/records';

/** Texts of the admin console (mfe-admin): the console's pages, and the screenplays and logs pages. */
export const admin = { ...adminConsole, ...adminRecords };
export type AdminCatalog = typeof admin;
