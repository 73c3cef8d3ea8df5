import type { ModelClass } from './kinds';

/** One complaint of a model's schema validator (ajv): where in the document, and what. */
export interface SchemaError {
  instancePath: string;
  message: string;
}

function isSchemaErrorList(value: unknown): value is { instancePath: string; message?: string }[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as { instancePath?: unknown }).instancePath === 'string');
}

/** Runs the model's own validator on a document and returns what it refuses (nothing when valid). */
export function schemaErrors(model: ModelClass, document: object): SchemaError[] {
  try {
    new model(document as never).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: unknown }).errors;
    if (!isSchemaErrorList(errors)) throw error;
    return errors.map((e) => ({ instancePath: e.instancePath, message: e.message ?? 'is invalid' }));
  }
}
