/**
 * The design rules of a model (section 5), one function for the products service, which refuses a
 * design, and the model form, which offers only what may still be chosen. It reads only the part of
 * the screenplay both sides have: attributes with their incompatibilities, categories and value
 * propositions.
 */
export interface DesignCatalogue {
  attributes: readonly { id: string; incompatibleWith: readonly string[] }[];
  categories: readonly { attributeIds: readonly string[] }[];
  valuePropositions: readonly { id: string }[];
}

export interface ModelDesign {
  attributes: readonly { attributeId: string; grade: number }[];
  valuePropositionIds: readonly string[];
}

/** How many physical attributes and value propositions a model has. */
export const MODEL_DESIGN_LIMITS = {
  attributes: { min: 1, max: 4 },
  valuePropositions: { min: 1, max: 2 },
} as const;

/** The first rule a design breaks; `max` of a grade is what the company has researched. */
export type ModelDesignIssue =
  { rule: 'attributeCount' } | { rule: 'attributeCombination' } | { rule: 'valuePropositionCount' } | { rule: 'grade'; max: number };

const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** No two of the attributes are incompatible (either way round) and one category holds them all. */
export function attributesCombine(catalogue: DesignCatalogue, ids: readonly string[]): boolean {
  const clash = ids.some((id) => catalogue.attributes.find((a) => a.id === id)?.incompatibleWith.some((other) => ids.includes(other)));
  return !clash && catalogue.categories.some((c) => ids.every((id) => c.attributeIds.includes(id)));
}

/**
 * Checks a design against the catalogue: 1 to 4 known attributes, none twice; a combination one
 * category supports; 1 to 2 known value propositions, none twice; each grade from 1 to what the
 * company has researched. Null when the design is fine.
 */
export function modelDesignIssue(catalogue: DesignCatalogue, design: ModelDesign, researched: (attributeId: string) => number): ModelDesignIssue | null {
  const ids = design.attributes.map((a) => a.attributeId);
  const { attributes, valuePropositions } = MODEL_DESIGN_LIMITS;
  const known = (id: string) => catalogue.attributes.some((a) => a.id === id);
  if (ids.length < attributes.min || ids.length > attributes.max || !distinct(ids) || !ids.every(known)) return { rule: 'attributeCount' };
  if (!attributesCombine(catalogue, ids)) return { rule: 'attributeCombination' };
  const propositions = design.valuePropositionIds;
  const offered = (id: string) => catalogue.valuePropositions.some((v) => v.id === id);
  if (propositions.length < valuePropositions.min || propositions.length > valuePropositions.max || !distinct(propositions) || !propositions.every(offered)) {
    return { rule: 'valuePropositionCount' };
  }
  for (const a of design.attributes) {
    const max = researched(a.attributeId);
    if (a.grade < 1 || a.grade > max) return { rule: 'grade', max };
  }
  return null;
}

/**
 * Attributes that may still be added to a design: not chosen yet, and combining with the chosen
 * ones (no incompatibility, one category), while fewer than the most a model may have.
 */
export function attributesStillPossible(catalogue: DesignCatalogue, chosen: readonly string[]): string[] {
  if (chosen.length >= MODEL_DESIGN_LIMITS.attributes.max) return [];
  return catalogue.attributes.filter((a) => !chosen.includes(a.id) && attributesCombine(catalogue, [...chosen, a.id])).map((a) => a.id);
}
