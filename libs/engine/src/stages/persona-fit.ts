/** How much of a model's attribute-fit penalty its persona takes away in the persona's segments. */
export const PERSONA_FIT_RELIEF = 0.3;
/** The utility a model gains in a segment its persona targets. */
export const PERSONA_BONUS = 0.2;

/** A persona as the company's state keeps it: the segments it stands for. */
export interface PersonaSegments {
  id: string;
  segmentIds: readonly string[];
}

/** Whether one of the model's personas stands for the segment. */
export function personaTargets(personaIds: readonly string[], personas: readonly PersonaSegments[], segmentId: string): boolean {
  if (personaIds.length === 0) return false;
  return personas.some((p) => personaIds.includes(p.id) && p.segmentIds.includes(segmentId));
}

/**
 * A model's persona sharpens its fit to the persona's segments: there, a negative attribute fit
 * (the penalty for grades below the shoppers' ideal) is reduced by PERSONA_FIT_RELIEF and the
 * persona bonus is added. Elsewhere, and for a model without a persona, the fit is unchanged.
 * The result is never below the fit it was given.
 */
export function personaFit(fit: number, targeted: boolean): number {
  if (!targeted) return fit;
  return (fit < 0 ? fit * (1 - PERSONA_FIT_RELIEF) : fit) + PERSONA_BONUS;
}
