import { z } from 'zod';

/** The answer of every call: `{ code, data }`, code 0 meaning success. */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), data });

/** Parameters a message interpolates, e.g. `{ count: 30 }` for "member limit {count} reached". */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/** What `data` holds when code is not 0. */
export const errorDataSchema = z.object({
  params: errorParamsSchema.optional(),
  /** Expandable details: validation issues, a correlation id to quote to an operator, a license fault. */
  details: z.unknown().optional(),
  correlationId: z.string().optional(),
});
export type ErrorData = z.infer<typeof errorDataSchema>;

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T = unknown> = { code: number; data: T };

export const SUCCESS_CODE = 0;

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, data };
}

export function isSuccess<T>(envelope: Envelope<T | ErrorData>): envelope is Envelope<T> {
  return envelope.code === SUCCESS_CODE;
}
