import { useEffect } from 'react';
import { pageHydrated } from '../components/useHydrated';

/**
 * Marks the document once a page's content is live (hydrated or rendered), as `<html data-ready>`: a server-rendered
 * page is readable before that, but its controls answer only from then on. Monitoring and the browser tests wait on it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    pageHydrated();
  }, []);
  return null;
}
