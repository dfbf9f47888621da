import { useSyncExternalStore } from 'react';

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

/** Below the 768 px breakpoint popups are full windows and the tab bar replaces the sidebar. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
