import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'inserat.scroll';
/** How long Back keeps trying to reach the remembered position while the page grows back to its height. */
const RESTORE_FOR_MS = 10_000;
/** How long the place is held once reached, against a last change of the page's height (a reader's input ends it). */
const HOLD_MS = 1500;

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
  /** The entry whose position Back is restoring: the scroll events of its attempts must not overwrite its target. */
  const restoring = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readSaved();
    const remember = () => {
      // While the list grows back, each attempt lands short of the target (the page is not tall enough yet): those
      // positions are not the reader's. A loaded CI machine came back 425-435 px short several times (Dec 2026).
      if (restoring.current !== currentKey.current) positions.current!.set(currentKey.current, window.scrollY);
    };
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
    // reader scrolls on their own. A time limit, not a count of frames: on a loaded machine a reader came back
    // 424 px short (CI, 2 Dec 2026), most likely because 120 frames ran out before the list was tall again.
    let frame = 0;
    const giveUpAt = performance.now() + RESTORE_FOR_MS;
    restoring.current = location.key;
    const done = () => {
      if (restoring.current === location.key) restoring.current = null;
    };
    const userScrolled = () => {
      cancelAnimationFrame(frame);
      done();
    };
    const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const input of inputs) window.addEventListener(input, userScrolled, { once: true, passive: true });
    // Reached, the place is held a little longer: the list may still change height once more (images, a late
    // render), which would leave the reader short — by keyboard, scroll bar or wheel they take over at once.
    let heldUntil = 0;
    const restore = () => {
      const now = performance.now();
      if (Math.abs(window.scrollY - target) > 1) window.scrollTo({ top: target, left: 0, behavior: 'instant' });
      const there = Math.abs(window.scrollY - target) <= 1;
      if (there && heldUntil === 0) heldUntil = now + HOLD_MS;
      if (now < giveUpAt && (!there || now < heldUntil)) frame = requestAnimationFrame(restore);
      else done();
    };
    restore();
    return () => {
      cancelAnimationFrame(frame);
      done();
      for (const input of inputs) window.removeEventListener(input, userScrolled);
    };
  }, [location.key, location.pathname, navigation]);

  return null;
}
