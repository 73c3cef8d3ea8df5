import { AUDITED_SERVICES, type ServiceName, validationFailure } from '@simbiz/contracts';
import { z } from 'zod';

/** Where one service's log was left: after this row, or `end` once it has nothing more to give. */
export type SourcePosition = { at: string; id: string } | 'end';
/** Every service's position; a service not named has not been read yet (its newest row comes next). */
export type LogPositions = Partial<Record<ServiceName, SourcePosition>>;

const positionSchema = z.union([z.literal('end'), z.object({ at: z.iso.datetime({ offset: true }), id: z.string().regex(/^\d{1,18}$/) }).strict()]);
const cursorSchema = z
  .object({
    v: z.literal(1),
    p: z.partialRecord(z.enum(AUDITED_SERVICES as [ServiceName, ...ServiceName[]]), positionSchema),
  })
  .strict();

/** The opaque cursor the console hands back for the next page: base64url JSON of the positions. */
export function encodeCursor(positions: LogPositions): string {
  return Buffer.from(JSON.stringify({ v: 1, p: positions }), 'utf8').toString('base64url');
}

/** The positions a cursor holds; one that was not made here (edited, truncated, another version) is 9001 on `cursor`. */
export function decodeCursor(cursor: string): LogPositions {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const checked = cursorSchema.safeParse(parsed);
  if (!checked.success) throw validationFailure([{ code: 'custom', path: ['cursor'], message: 'not a cursor of this log' }]);
  return checked.data.p as LogPositions;
}
