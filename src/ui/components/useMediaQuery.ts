import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept current as it changes (a phone turned, a window resized). Where the
 * browser cannot tell (the server's render, a test's DOM) it does not match: the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
