/** Derivations the course's lists share (announcements, threads, replies). */

/** Pinned first; each group keeps the order it came in (the server's: latest first). */
export function pinnedFirst<T extends { pinned: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.pinned), ...items.filter((item) => !item.pinned)];
}

/** How many pages a list of `total` items takes (one at least: an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page a new item lands on in a list kept oldest first (replies): the last one once it is added. */
export function pageAfterAdding(total: number, pageSize: number): number {
  return pageCount(total + 1, pageSize);
}

/** The unread items shown that this visit has not marked as read yet. */
export function unreadToMark(items: readonly { id: string; read: boolean }[], marked: ReadonlySet<string>): string[] {
  return items.filter((item) => !item.read && !marked.has(item.id)).map((item) => item.id);
}

/** The fields an edit changed, and only those (what is unchanged is not sent again). */
export function changedFields<T extends object>(original: T, draft: T): Partial<T> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => original[key as keyof T] !== value)) as Partial<T>;
}
