import { knownTypes, modelFor } from './kinds';
import { schemaErrors } from './schema-errors';
import { unknownFields } from './unknown-fields';

/** Everything wrong with one Kubernetes document: unknown kind, schema violations, unknown fields. */
export function validateDocument(document: unknown): string[] {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return ['not a Kubernetes object (a mapping)'];
  const { apiVersion, kind } = document as { apiVersion?: unknown; kind?: unknown };
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return ['apiVersion and kind must both be strings'];
  const model = modelFor(apiVersion, kind);
  if (!model) return [`unknown kind ${apiVersion}/${kind} (known: ${knownTypes().join(', ')})`];
  return [
    ...schemaErrors(model, document).map((e) => `${e.instancePath || '/'} ${e.message}`),
    ...unknownFields(model, document).map((path) => `${path} is not a field of ${kind}`),
  ];
}

/** A document's name for messages: Kind/name. */
export function describeDocument(document: unknown): string {
  const { kind, metadata } = (document ?? {}) as { kind?: unknown; metadata?: { name?: unknown } };
  return `${String(kind)}/${String(metadata?.name)}`;
}
