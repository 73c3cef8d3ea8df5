/** The admin console's screenplays (list, import) and logs (list, download records) pages. */
export const adminRecords = {};
