import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true once the browser has taken over: what needs a real window (a map)
 * is left out of the server's HTML and added right after hydration, so both first renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
