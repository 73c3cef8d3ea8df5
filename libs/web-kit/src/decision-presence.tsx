/**
 * Who of the team edits which item, for the decision-page kit: an area puts its team's presence
 * in `ItemPresenceContext` (mfe-operations' area frame does, from web-kit's useTeamPresence), the
 * kit's tables show by each item what the area says of it (`markOf`: "Mei is editing"), and a
 * form open for an item says so with `useEditingItem`. Like decision-kit it sits outside
 * web-kit's index and imports only React: the context object must be the one the area's own
 * bundle holds, not a copy of the shell's.
 */
import { createContext, type ReactNode, useContext, useEffect } from 'react';

export interface ItemPresence {
  /** What to show by an item a teammate is editing (null: nobody is). */
  markOf: (itemId: string) => ReactNode | null;
  /** This tab edits `itemId` until the returned function is called. */
  claim: (itemId: string) => () => void;
}

const NOBODY_EDITS: ItemPresence = { markOf: () => null, claim: () => () => undefined };

export const ItemPresenceContext = createContext<ItemPresence>(NOBODY_EDITS);

/** The mark by an item a teammate is editing, or null (no area presence, nobody editing it). */
export function useItemMark(): (itemId: string) => ReactNode | null {
  return useContext(ItemPresenceContext).markOf;
}

/**
 * A form open for an item (`itemId`; null: a new item, or nothing open) tells the team so for
 * as long as it stays open on it.
 */
export function useEditingItem(itemId: string | null | undefined): void {
  const { claim } = useContext(ItemPresenceContext);
  useEffect(() => (itemId ? claim(itemId) : undefined), [claim, itemId]);
}
