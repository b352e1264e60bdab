import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), for parts that are costly to start and not needed
 * until seen: the ad page's map loads Leaflet only when the visitor scrolls towards it. Attach the returned ref to a
 * placeholder of the part's size. Without IntersectionObserver (old browsers, tests' DOM) the part is shown at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [near, margin],
  );
  return [ref, near];
}
