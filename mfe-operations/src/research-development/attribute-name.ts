import { useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';

/** The name of a physical attribute of the world in the page's language, or its id when the screenplay lacks it. */
export function useAttributeName(area: Area): (attributeId: string) => string {
  const { language } = useT('operations');
  return (id) => textIn(area.resources.resources.attributes.find((a) => a.id === id)?.name, language) || id;
}
