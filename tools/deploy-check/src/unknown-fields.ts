import type { ModelClass } from './kinds';
import { schemaErrors } from './schema-errors';

/**
 * The validators kubernetes-models ships accept properties their schema does not name (no
 * additionalProperties: false), so `foo: 1` in a container passes. This finds such fields with the
 * validator itself: each value in turn is swapped for a value no schema accepts; a field the schema
 * knows then draws a complaint at its path, an unknown one draws none. Maps (labels, data) name no
 * keys but type their values, so their keys count as known.
 */
const PROBE = Symbol('deploy-check probe');

/** A key as a JSON Pointer token, the way ajv writes instance paths (labels hold "/"). */
function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON Pointer paths of every field the model's schema does not know, outermost only. */
export function unknownFields(model: ModelClass, document: object): string[] {
  const copy: unknown = structuredClone(document);
  const found: string[] = [];
  const probe = (holder: Record<string, unknown>, key: string, path: string): boolean => {
    const kept = holder[key];
    holder[key] = PROBE;
    let paths: string[];
    try {
      paths = schemaErrors(model, copy as object).map((e) => e.instancePath);
    } catch {
      paths = [path]; // the validator choked on the probe: it did look at this field
    } finally {
      holder[key] = kept;
    }
    return paths.some((p) => p === path || p.startsWith(`${path}/`));
  };
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    for (const key of Object.keys(node)) {
      const keyPath = `${path}/${pointerToken(key)}`;
      if (probe(node, key, keyPath)) walk(node[key], keyPath);
      else found.push(keyPath);
    }
  };
  walk(copy, '');
  return found;
}
