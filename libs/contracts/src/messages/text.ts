import { z } from 'zod';

/**
 * What people type into names, passcodes and descriptions. PostgreSQL cannot store NUL in text,
 * and no control character belongs in a name, so they are refused at the boundary (9001) instead
 * of failing deep in a service. Multi-line texts keep tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function textSchema({ min = 0, max, multiline = false, trim = true }: { min?: number; max: number; multiline?: boolean; trim?: boolean }) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min)
    .max(max)
    .refine((text) => !(multiline ? CONTROL_BUT_LINES : CONTROL).test(text), { message: 'must not contain control characters' });
}

/** An id from a screenplay (platform, warehouse, attribute, channel…): the screenplay schema's own rule. */
export const screenplayIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes');
