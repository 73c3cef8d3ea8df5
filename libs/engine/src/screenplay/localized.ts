import { z } from 'zod';

/** Text a participant reads, in every locale of the product. */
export const localizedSchema = z.object({
  en: z.string().min(1),
  'zh-Hans': z.string().min(1),
  th: z.string().min(1),
});
export type Localized = z.infer<typeof localizedSchema>;

/** Identifiers inside a screenplay: short, stable, URL- and subject-safe. */
export const idSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes');

/** Money in minor units of a currency, and whole quantities. */
export const minorSchema = z.number().int().nonnegative();
export const countSchema = z.number().int().nonnegative();
export const fractionSchema = z.number().min(0).max(1);

/** Units of physical attributes (section 3 of the specification). */
export const UNITS = ['cm', 'ft', 'in', 'm', 'km', 'cu_cm', 'cu_ft', 'cu_in', 'cu_m', 'sq_cm', 'sq_ft', 'sq_in', 'sq_m', 'g', 'lb', 'kg', 't', 'oz'] as const;
export const unitSchema = z.enum(UNITS);
