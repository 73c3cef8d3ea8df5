/** A tab of a tabbed panel (section 3): name, label, target address, disabled, shown callback. */
export interface TabItem {
  name: string;
  label: string;
  to?: string;
  disabled?: boolean;
  onShown?: () => void;
}

export interface ActiveTabInput {
  items: readonly TabItem[];
  /** The current route's name, e.g. `world.analyses.finance.balance-sheet`. */
  routeName?: string;
  /** The page's query parameters; the one named after `tabKey` chooses a tab. */
  query?: URLSearchParams;
  tabKey: string;
  /** The choice remembered in browser storage for this tab key. */
  remembered?: string | null;
}

/**
 * The active tab (section 2): the one the route names, then the query parameter named after the
 * tab key, then the remembered choice, then the first. Disabled tabs are never chosen.
 */
export function chooseActiveTab({ items, routeName, query, tabKey, remembered }: ActiveTabInput): TabItem | undefined {
  const enabled = items.filter((item) => !item.disabled);
  const byName = (name: string | null | undefined) => (name ? enabled.find((item) => item.name === name) : undefined);
  const byRoute = routeName ? enabled.find((item) => routeName === item.name || routeName.startsWith(`${item.name}.`)) : undefined;
  return byRoute ?? byName(query?.get(tabKey)) ?? byName(remembered) ?? enabled[0];
}

/** A single tab is hidden unless the panel is configured to show it. */
export function tabStripVisible(items: readonly TabItem[], showSingleTab = false): boolean {
  return items.length > 1 || (items.length === 1 && showSingleTab);
}

export const rememberedTabKey = (tabKey: string) => `tabs.${tabKey}`;
