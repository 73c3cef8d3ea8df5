/** The admin console's frame, dashboard, worlds, storages, license and accounts pages. */
export const adminConsole = {};
