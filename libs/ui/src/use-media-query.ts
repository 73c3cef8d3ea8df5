import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from './theme/theme';

/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the `sm` breakpoint: the mobile menu, tabs as a select list. */
export const useSmallScreen = () => useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`);
