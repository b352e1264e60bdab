import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'inserat.scroll';

function readSaved(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}

/**
 * Spec §2: a new page starts at the top, instantly (no smooth scrolling). Back and forward return to where the page
 * was left: the position of every history entry is remembered (and kept across reloads in sessionStorage), and
 * restored once the page is tall enough again — the ads list comes back from memory with all its loaded pages.
 * Written here rather than using React Router's <ScrollRestoration>, which needs the data router (12 KB more gzip in
 * the initial load, over its budget).
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readSaved();
    const remember = () => positions.current!.set(currentKey.current, window.scrollY);
    const persist = () => {
      remember();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions.current!].slice(-50))));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readSaved();
    currentKey.current = location.key;
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (navigation !== 'POP') {
      // A filter or "load more" changes only the query: the reader stays where they are.
      if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const target = positions.current.get(location.key);
    if (target === undefined) return;
    // The page may still be loading its chunk or data: retry on the next frames until it is tall enough or the
    // reader scrolls on their own.
    let frame = 0;
    let attempts = 0;
    const userScrolled = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', userScrolled, { once: true, passive: true });
    window.addEventListener('touchmove', userScrolled, { once: true, passive: true });
    const restore = () => {
      window.scrollTo({ top: target, left: 0, behavior: 'instant' });
      attempts += 1;
      if (Math.abs(window.scrollY - target) > 1 && attempts < 120) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('wheel', userScrolled);
      window.removeEventListener('touchmove', userScrolled);
    };
  }, [location.key, location.pathname, navigation]);

  return null;
}
