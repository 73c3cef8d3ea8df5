import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import {
  createWorldEventsHub,
  ApiClient,
  BrowserRouter,
  createStore,
  type LoadedWorld,
  type Profile,
  Route,
  Routes,
  ShellProvider,
  type ShellServices,
  useLocation,
  type WorldFacts,
} from '@simbiz/web-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

export const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

export const PARTICIPANT: WorldFacts = {
  status: 2,
  currentRoundId: '3',
  userInWorldType: 1,
  teamDetails: { companyId: 'c-alpha', companies: [{ id: 'c-alpha', status: 1 }] },
  enabledDiscussions: true,
};
export const MANAGER: WorldFacts = { ...PARTICIPANT, userInWorldType: 2, teamDetails: null };

export const ANN = { userId: 'u-ann', displayName: 'Ann Lee', manager: false };
export const PROF = { userId: 'u-prof', displayName: 'Prof. Wang', manager: true };

/** A call as the gateway received it: the real method (the override's), the path under /api, the query and the JSON body. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** What the gateway answers: an envelope and, for a file, its type and bytes. */
export type Answer = { code: number; data: unknown } | { file: string; contentType: string };
export const ok = (data: unknown): Answer => ({ code: 0, data });

export interface CourseGateway {
  calls: ReceivedCall[];
  /** A world event as the gateway sends it: its `topic` names the message. */
  emit(event: { topic: string } & Record<string, unknown>): void;
  openStreams(): number;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** jsdom has no Headers: the answer's type is all the page reads of them. */
const headersOf = (contentType: string) => ({ get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) });

function received(url: string, init: RequestInit = {}): ReceivedCall {
  const address = new URL(url, 'http://localhost');
  const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
  return {
    method: headers['x-http-method-override'] ?? init.method ?? 'GET',
    path: address.pathname.replace(/^\/api/, ''),
    query: address.searchParams,
    body,
    headers,
  };
}

/**
 * The page at `path` in a world seen as `details`, against a gateway that answers with `answer`:
 * API calls through the shell's client, the course's event stream and file transfers through the
 * page's fetch (jsdom has none), whose streams stay open until the page unmounts.
 */
export function openCoursePage(path: string, routes: Record<string, ReactElement>, details: WorldFacts, answer: (call: ReceivedCall) => Answer): CourseGateway {
  const calls: ReceivedCall[] = [];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const respond = async (url: string, init?: RequestInit) => {
    const call = received(url, init);
    calls.push(call);
    if (call.path.endsWith('/events')) {
      let own!: ReadableStreamDefaultController<Uint8Array>;
      // `start` runs within the constructor: `own` is set when it returns.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          own = controller;
        },
      });
      streams.add(own);
      init?.signal?.addEventListener('abort', () => (streams.delete(own), own.error(new Error('aborted'))));
      return { ok: true, status: 200, headers: headersOf('text/event-stream'), body };
    }
    const reply = answer(call);
    if ('file' in reply) return { ok: true, status: 200, headers: headersOf(reply.contentType), blob: async () => new Blob([reply.file]) };
    return { ok: true, status: 200, headers: headersOf('application/json'), json: async () => reply };
  };
  Object.assign(globalThis, { fetch: respond });
  const world: LoadedWorld = {
    worldId: WORLD,
    details: { ...details, name: 'Intro Class' },
    reload: async () => undefined,
    reviewedCompany: null,
    reviewCompany: () => undefined,
  };
  const i18n = createI18n({ locale: 'en' });
  const services = {
    i18n,
    createApi: () => new ApiClient({ fetch: respond as unknown as typeof fetch }),
    world: createStore<LoadedWorld | null>(world),
    profile: createStore<Profile | null>(null),
    navigate: () => undefined,
    // As the shell's: one stream for the world, closed as soon as its last listener leaves.
    worldEvents: createWorldEventsHub({ closeDelayMs: 0 }),
  } as unknown as ShellServices;
  window.history.pushState({}, '', path);
  render(
    <ShellProvider services={services}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={lightTheme}>
          <BrowserRouter>
            {/* The shell's world frame puts every page in the main landmark. */}
            <main>
              <Routes>
                {Object.entries(routes).map(([pattern, element]) => (
                  <Route key={pattern} path={pattern} element={element} />
                ))}
                <Route path="*" element={<Where />} />
              </Routes>
            </main>
          </BrowserRouter>
        </ThemeProvider>
      </I18nProvider>
    </ShellProvider>,
  );
  const encoder = new TextEncoder();
  return {
    calls,
    emit: (event) => streams.forEach((stream) => stream.enqueue(encoder.encode(`event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`))),
    openStreams: () => streams.size,
  };
}

/** jsdom has no matchMedia (the ui kit asks whether the screen is small): a wide screen. */
export function stubWideScreen(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
