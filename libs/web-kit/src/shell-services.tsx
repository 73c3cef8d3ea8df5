import type { Locale } from '@simbiz/i18n';
import type { ColorSchemeStore } from '@simbiz/ui';
import type { i18n } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from './api-client';
import type { ExternalStore } from './external-store';
import type { ProfileFacts } from './navigation';
import type { WorldFacts } from './world-context';
import type { TeamPresence } from './team-presence';
import type { WorldEventsHub } from './world-events-hub';

/** App settings of section 3, served with the micro-frontend manifest. */
export interface AppSettings {
  product: { name: string; logoText: string; logoImage?: string | null };
  theme: { mode: 'auto' | 'dark' | 'light' };
  i18n: { supportLocales: Locale[]; defaultLocale: Locale };
  accountCenterUrl?: string | null;
  profileUrl?: string | null;
}

export interface Profile extends ProfileFacts {
  user?: { name: string; email: string; avatarSeed: string } | null;
}

/** A team's company a manager reviews with the company picker (issue 18). */
export interface ReviewedCompany {
  companyId: string;
  /** The company's name, for the pages' notes ("You are reviewing …"). */
  name: string;
}

/** The world the page shows, as the shell loaded it (details of section 3, plus its id and name). */
export interface LoadedWorld {
  worldId: string;
  details: (WorldFacts & { name?: string }) | null;
  /** Loads the details again (after a change of stage, a team joined, ...). */
  reload: () => Promise<void>;
  /**
   * The company a manager of the world is reviewing (read-only), null when none; always null for
   * participants. The API client names it (`companyId`) on every company read that names none.
   */
  reviewedCompany: ReviewedCompany | null;
  /** Chooses the company to review (null: none), remembered for this world in the tab's session. */
  reviewCompany: (company: ReviewedCompany | null) => void;
}

/** What the shell hands every micro-frontend: one language, theme, profile, world and API. */
export interface ShellServices {
  i18n: i18n;
  settings: AppSettings;
  profile: ExternalStore<Profile | null>;
  colorScheme: ColorSchemeStore;
  world: ExternalStore<LoadedWorld | null>;
  /** A new API client (one call at a time each) sending x-vrid and showing refusals. */
  createApi: () => ApiClient;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  setLocale: (locale: Locale) => void;
  /**
   * The tab's one stream of live events per world (course, round, teams), opened by the shell's
   * world frame for the world shown. Absent where no shell runs (a page's own test): nothing is live.
   */
  worldEvents?: WorldEventsHub;
  /** Where this tab and its teammates are (over worldEvents' streams). Absent where no shell runs. */
  presence?: TeamPresence;
}

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell needs a ShellProvider above it');
  return services;
}

export function useProfile(): Profile | null {
  const { profile } = useShell();
  return useSyncExternalStore(profile.subscribe, profile.get);
}

export function useWorld(): LoadedWorld | null {
  const { world } = useShell();
  return useSyncExternalStore(world.subscribe, world.get);
}

/** An API client of the component's own: its calls go one at a time, apart from other components'. */
export function useApi(): ApiClient {
  const { createApi } = useShell();
  return useMemo(() => createApi(), [createApi]);
}
