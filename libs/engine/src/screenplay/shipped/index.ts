import { type Screenplay, screenplaySchema } from '../screenplay.schema';
import { globalScreenplay } from './global';
import { starterScreenplay } from './starter';

/** The screenplays that ship with the product, validated, by id. */
export const SHIPPED_SCREENPLAYS: Readonly<Record<'starter' | 'global', Screenplay>> = {
  starter: screenplaySchema.parse(starterScreenplay),
  global: screenplaySchema.parse(globalScreenplay),
};
export type ShippedScreenplayId = keyof typeof SHIPPED_SCREENPLAYS;
