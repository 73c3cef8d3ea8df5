import { ErrorCode } from '@simbiz/contracts';
import { MODEL_DESIGN_LIMITS, type ModelDesign, modelDesignIssue, type Screenplay } from '@simbiz/engine';

export type { ModelDesign } from '@simbiz/engine';

export type DesignRefusal = { code: number; params?: Record<string, number | string> };

/**
 * The design rules of section 5 for a model, against the world's screenplay (the engine's
 * `modelDesignIssue`, which the model form uses too), as the service refuses them: 170021 for the
 * attributes' count, 170023 for a combination no category supports, 170019 for the value
 * propositions, 180007 for a grade beyond research. Null when the design is fine.
 */
export function checkModelDesign(screenplay: Screenplay, design: ModelDesign, researched: (attributeId: string) => number): DesignRefusal | null {
  const issue = modelDesignIssue(screenplay, design, researched);
  switch (issue?.rule) {
    case undefined:
      return null;
    case 'attributeCount':
      return { code: ErrorCode.physicalAttributeCount, params: { ...MODEL_DESIGN_LIMITS.attributes } };
    case 'attributeCombination':
      return { code: ErrorCode.attributeCombinationUnsupported };
    case 'valuePropositionCount':
      return { code: ErrorCode.valuePropositionCount, params: { ...MODEL_DESIGN_LIMITS.valuePropositions } };
    case 'grade':
      return { code: ErrorCode.gradeOutOfRange, params: { min: 1, max: issue.max } };
  }
}
