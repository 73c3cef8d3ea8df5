import { type Screenplay, screenplaySchema } from '../screenplay.schema';
import { globalScreenplay } from './global';
import { starterScreenplay } from './starter';

/** The screenplays that ship with the product, validated, by id. */
export const SHIPPED_SCREENPLAYS: Readonly<Record<'starter' | 'global', Screenplay>> = {
  starter: screenplaySchema.parse(starterScreenplay),
  global: screenplaySchema.parse(globalScreenplay),
};
export type ShippedScreenplayId = keyof typeof SHIPPED_SCREENPLAYS;

/**
 * A shipped screenplay by id, undefined for any other id. An id comes from people and other
 * services, so an inherited key (`constructor`, a valid screenplay id) must not count as shipped.
 */
export function shippedScreenplay(id: string): Screenplay | undefined {
  return Object.hasOwn(SHIPPED_SCREENPLAYS, id) ? SHIPPED_SCREENPLAYS[id as ShippedScreenplayId] : undefined;
}
