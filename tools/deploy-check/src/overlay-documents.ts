import { parseDocuments } from './documents';
import { RENDER_COMMAND, committedRendering, hasKubectl, renderOverlay } from './render';

/**
 * An overlay's documents: rendered now when kubectl is here, else the committed k8s/rendered file
 * (which the render test then cannot compare, and says so).
 */
export function overlayDocuments(overlay: string): unknown[] {
  if (hasKubectl()) return parseDocuments(renderOverlay(overlay));
  const committed = committedRendering(overlay);
  if (committed === undefined) throw new Error(`k8s/rendered/${overlay}.yaml is missing and kubectl is not installed to render it (${RENDER_COMMAND})`);
  return parseDocuments(committed);
}
