/**
 * Optimistic concurrency of a company's decision items: every update and delete states the
 * version of the item it was made from, and only a write from the item's current version lands.
 * An item is at version 1 when made and one more after each change through a decision; an item
 * no decision has changed since it was made has no record and stands at 1.
 */

/** What a service remembers of an item's last change (the kit's `item_version` table). */
export interface ItemChange {
  version: number;
  /** Who made the change (an account id), null for a change of no one's (a migration). */
  changedBy: string | null;
  changedAt: Date;
  /** The change was its deletion: no later write can be made from any version. */
  deleted: boolean;
  /** The fields the change set (the write's input but ids and version), for the refusal's words. */
  fields: readonly string[];
}

/** The verdict on a write stated from `stated`: it lands as `next`, or it is refused and why. */
export type VersionVerdict =
  | { kind: 'lands'; next: number }
  | { kind: 'stale'; change: ItemChange }
  /** A version no write ever made (ahead of the item, or a change of a never-changed item): bad input. */
  | { kind: 'unknown'; current: number };

/** The first version of every item. */
export const FIRST_VERSION = 1;

/**
 * The rule: the write lands when it states the item's current version (1 without a record); it
 * is stale when the item changed or was deleted since that version; a version ahead of the
 * item's is no version at all.
 */
export function judgeVersion(stated: number, last: ItemChange | undefined): VersionVerdict {
  if (!last) return stated === FIRST_VERSION ? { kind: 'lands', next: FIRST_VERSION + 1 } : { kind: 'unknown', current: FIRST_VERSION };
  if (last.deleted) return { kind: 'stale', change: last };
  if (stated === last.version) return { kind: 'lands', next: last.version + 1 };
  return stated < last.version ? { kind: 'stale', change: last } : { kind: 'unknown', current: last.version };
}

/** The fields a write sets: its input without the world, the item's id and the version. */
export function changedFields(input: object, itemKey: string): string[] {
  return Object.keys(input)
    .filter((key) => key !== 'worldId' && key !== itemKey && key !== 'version')
    .sort();
}
