import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page this render belongs to already runs in the browser: set once the first page has hydrated (its
 * PageReady mark), not by the first effect anywhere — the header hydrates before the page's own chunk, and a component
 * of the page that then started from "hydrated" rendered what the server had not (a signed-in reader's ad page).
 */
let browserOwnsThePage = false;

/** The first page is live (PageReady): whatever mounts from now on has no server markup to match. */
export function pageHydrated(): void {
  browserOwnsThePage = true;
}

/** The browser renders the page itself, with no server markup to match (src/startApp.tsx): no waiting needed. */
export function renderingWithoutServerMarkup(): void {
  browserOwnsThePage = true;
}

/**
 * False on the server and during hydration, true once the browser has taken over: what needs a real window (a map, the
 * visitor's own Merkliste) is left out of the server's HTML and added right after hydration, so both first renders
 * agree. The switch is a transition, so the browser may paint and answer input while the cards of a long list redraw
 * (as one synchronous update, it was a long task of 100-140 ms on /ads in Lighthouse's mobile run). What mounts after
 * the first hydration is hydrated at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(browserOwnsThePage);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
