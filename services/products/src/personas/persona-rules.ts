import { ErrorCode, PERSONA_LIMIT, type Refusal } from '@simbiz/contracts';

/** What the rules know of a persona already kept. */
export interface KeptPersona {
  id: string;
  name: string;
  createdRound: number;
  /** Models of any round made for it. */
  modelCount: number;
}

/**
 * The segments a persona stands for: 1 or more (280009), each at most once (280007), each a
 * segment of the world's screenplay (an unknown id is refused as 280009 too: docs/decisions.md).
 */
export function segmentsRefusal(segmentIds: readonly string[], screenplaySegments: ReadonlySet<string>): Refusal | null {
  if (segmentIds.length === 0) return { code: ErrorCode.personaSegmentRequired };
  if (new Set(segmentIds).size !== segmentIds.length) return { code: ErrorCode.personaSegmentRepeated };
  if (segmentIds.some((id) => !screenplaySegments.has(id))) return { code: ErrorCode.personaSegmentRequired };
  return null;
}

/** The name is unique within the company, whatever its case (280003); `except` is the persona being renamed. */
export function nameRefusal(name: string, kept: readonly KeptPersona[], except?: string): Refusal | null {
  const wanted = name.toLocaleLowerCase();
  return kept.some((p) => p.id !== except && p.name.toLocaleLowerCase() === wanted) ? { code: ErrorCode.personaNameExists } : null;
}

/** A new persona: at most PERSONA_LIMIT per company (280011), then name and segments. */
export function createRefusal(
  input: { name: string; segmentIds: readonly string[] },
  kept: readonly KeptPersona[],
  screenplaySegments: ReadonlySet<string>,
): Refusal | null {
  if (kept.length >= PERSONA_LIMIT) return { code: ErrorCode.personaLimitReached, params: { count: PERSONA_LIMIT } };
  return nameRefusal(input.name, kept) ?? segmentsRefusal(input.segmentIds, screenplaySegments);
}

/** A change: only to a persona of the current round (130047), then name and segments. */
export function updateRefusal(
  persona: KeptPersona,
  round: number,
  next: { name: string; segmentIds: readonly string[] },
  kept: readonly KeptPersona[],
  screenplaySegments: ReadonlySet<string>,
): Refusal | null {
  if (persona.createdRound !== round) return { code: ErrorCode.onlyCurrentRoundEditable };
  return nameRefusal(next.name, kept, persona.id) ?? segmentsRefusal(next.segmentIds, screenplaySegments);
}

/** Deleting: only a persona of the current round (130049) that no model names (280005). */
export function deleteRefusal(persona: KeptPersona, round: number): Refusal | null {
  if (persona.createdRound !== round) return { code: ErrorCode.onlyCurrentRoundDeletable };
  if (persona.modelCount > 0) return { code: ErrorCode.personaBoundToModel };
  return null;
}
