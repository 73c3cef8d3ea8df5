import { ErrorCode } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';

export interface ModelDesign {
  attributes: readonly { attributeId: string; grade: number }[];
  valuePropositionIds: readonly string[];
}

export type DesignRefusal = { code: number; params?: Record<string, number | string> };

/**
 * The design rules of section 5 for a model, against the world's screenplay: 1 to 4 physical
 * attributes of the screenplay, none twice (170021); no incompatible pair and one category that
 * holds them all (170023); 1 to 2 value propositions of the screenplay, none twice (170019);
 * each grade from 1 to what the company has researched (180007). Null when the design is fine.
 */
export function checkModelDesign(screenplay: Screenplay, design: ModelDesign, researched: (attributeId: string) => number): DesignRefusal | null {
  const ids = design.attributes.map((a) => a.attributeId);
  const known = new Map(screenplay.attributes.map((a) => [a.id, a]));
  if (ids.length < 1 || ids.length > 4 || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    return { code: ErrorCode.physicalAttributeCount, params: { min: 1, max: 4 } };
  }
  const clash = ids.some((id) => known.get(id)?.incompatibleWith.some((other) => ids.includes(other)));
  if (clash || !screenplay.categories.some((c) => ids.every((id) => c.attributeIds.includes(id)))) return { code: ErrorCode.attributeCombinationUnsupported };
  const propositions = design.valuePropositionIds;
  const offered = new Set(screenplay.valuePropositions.map((v) => v.id));
  if (propositions.length < 1 || propositions.length > 2 || new Set(propositions).size !== propositions.length || propositions.some((id) => !offered.has(id))) {
    return { code: ErrorCode.valuePropositionCount, params: { min: 1, max: 2 } };
  }
  for (const a of design.attributes) {
    const max = researched(a.attributeId);
    if (a.grade < 1 || a.grade > max) return { code: ErrorCode.gradeOutOfRange, params: { min: 1, max } };
  }
  return null;
}
