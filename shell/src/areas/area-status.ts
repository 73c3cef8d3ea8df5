import { createStore } from '@simbiz/web-kit';

/** Areas whose remote failed to load, by name, with the reason. */
export const failedAreas = createStore<Readonly<Record<string, string>>>({});

export function markAreaFailed(name: string, reason: string): void {
  failedAreas.set({ ...failedAreas.get(), [name]: reason });
}

export function clearAreaFailure(name: string): void {
  const { [name]: _cleared, ...rest } = failedAreas.get();
  failedAreas.set(rest);
}

const elements = new Map<string, HTMLElement>();

/**
 * The element an area mounts into. It lives outside React so single-spa can mount into it at any
 * time; the area host of the current layout adopts it into the page.
 */
export function areaElement(name: string): HTMLElement {
  let element = elements.get(name);
  if (!element) {
    element = document.createElement('div');
    element.id = `single-spa-application:${name}`;
    elements.set(name, element);
  }
  return element;
}
