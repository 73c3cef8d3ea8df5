/** The console's side menu (section 2's admin.*), in its order; each leads to /admin/{item}. */
export const CONSOLE_MENU = ['dashboard', 'worlds', 'screenplays', 'storages', 'license', 'logs', 'accounts'] as const;
export type ConsoleMenuItem = (typeof CONSOLE_MENU)[number];

/** The menu entry an address of the console belongs to (null for an unknown one). */
export function menuItemOf(pathname: string): ConsoleMenuItem | null {
  const segment = pathname.split('/')[2] ?? '';
  return (CONSOLE_MENU as readonly string[]).includes(segment) ? (segment as ConsoleMenuItem) : null;
}
