/**
 * Replies carry each item's version (version-rule.ts): the kit puts it in after the use case, so
 * an area's code never reads or writes versions. An item is an object of the reply, at any depth,
 * with a string under one of the keys declared for the route (`productId`): the first key it has
 * names it. What a use case answers is the reply without them, `Unversioned<Reply>` (contracts).
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The id an object holds under the first of `keys` it has, or undefined when it is no item. */
function idOf(value: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const id = value[key];
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/** Every item id the reply holds under `keys`. */
export function itemIdsIn(reply: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(reply)) return reply.flatMap((entry) => itemIdsIn(entry, keys));
  if (!isRecord(reply)) return [];
  const own = idOf(reply, keys);
  return [...(own === undefined ? [] : [own]), ...Object.values(reply).flatMap((inner) => itemIdsIn(inner, keys))];
}

/** A copy of the reply with `version: versionOf(id)` on each of its items. */
export function stampVersions<T>(reply: T, keys: readonly string[], versionOf: (itemId: string) => number): T {
  const stamp = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stamp);
    if (!isRecord(value)) return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stamp(inner)]));
    const id = idOf(value, keys);
    return id === undefined ? copy : { ...copy, version: versionOf(id) };
  };
  return stamp(reply) as T;
}
