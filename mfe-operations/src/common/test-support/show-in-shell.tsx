import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import { ApiClient, createStore, ShellProvider, type ShellServices } from '@simbiz/web-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { type AnswerRead, type Call, fakeGateway } from './fake-gateway';

/**
 * Renders `page` as the shell would (its services, the English catalogues, the light theme) with
 * an API client on a fake gateway that answers `read`; returns the other calls (the writes) made.
 */
export function showInShell(page: ReactNode, read?: AnswerRead): Call[] {
  const gateway = fakeGateway(read);
  const services = {
    createApi: () => new ApiClient({ fetch: gateway.fetch }),
    world: createStore(null),
    navigate: () => undefined,
  } as unknown as ShellServices;
  render(
    <ShellProvider services={services}>
      <I18nProvider i18n={createI18n({ locale: 'en' })}>
        <ThemeProvider theme={lightTheme}>{page}</ThemeProvider>
      </I18nProvider>
    </ShellProvider>,
  );
  return gateway.calls;
}
