import { I18nProvider, SchemeThemeProvider } from '@simbiz/ui';
import { Component, type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from './router';
import { ShellProvider, type ShellServices } from './shell-services';

/** What single-spa hands an area: the shell's services and the element to draw into. */
export interface AreaProps {
  shell: ShellServices;
  domElement: HTMLElement;
}

/** Shows what went wrong in the area's place instead of a blank page. */
class AreaErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

/** Resolves once React has put the area on the page, so single-spa counts it mounted only then. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * single-spa's lifecycles of an area (all a remote exposes): `addTexts` adds the area's namespace
 * to the page's i18next before the first mount (from the area's own bundle, so its texts deploy
 * with it), and each mount draws `Root` inside the shell's services, language, colour scheme and
 * router.
 */
export function createAreaLifecycles({ addTexts, Root }: { addTexts: (i18n: ShellServices['i18n']) => Promise<void>; Root: ComponentType }) {
  const roots = new Map<HTMLElement, Root>();
  return {
    bootstrap: ({ shell }: AreaProps) => addTexts(shell.i18n),
    mount: ({ shell, domElement }: AreaProps) =>
      new Promise<void>((drawn) => {
        const root = createRoot(domElement);
        roots.set(domElement, root);
        root.render(
          <ShellProvider services={shell}>
            <I18nProvider i18n={shell.i18n}>
              <SchemeThemeProvider store={shell.colorScheme}>
                <AreaErrorBoundary>
                  <BrowserRouter>
                    <Root />
                  </BrowserRouter>
                </AreaErrorBoundary>
                <Drawn onDrawn={drawn} />
              </SchemeThemeProvider>
            </I18nProvider>
          </ShellProvider>,
        );
      }),
    unmount: async ({ domElement }: AreaProps) => {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
    },
  };
}
