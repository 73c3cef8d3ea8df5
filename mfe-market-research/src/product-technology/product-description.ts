import type { WorldResources } from '@simbiz/web-kit';

type Attribute = WorldResources['resources']['attributes'][number];

/** Pairs of attributes no model may combine, each pair once (the screenplay may list it on either side or both). */
export function unsupportedPairs(attributes: readonly Attribute[]): [Attribute, Attribute][] {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const seen = new Set<string>();
  const pairs: [Attribute, Attribute][] = [];
  for (const a of attributes) {
    for (const id of a.incompatibleWith) {
      const b = byId.get(id);
      const key = [a.id, id].sort().join('|');
      if (!b || seen.has(key)) continue;
      seen.add(key);
      pairs.push([a, b]);
    }
  }
  return pairs;
}
