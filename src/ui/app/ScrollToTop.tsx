import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: every route change starts at the top, instantly (no smooth scrolling). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
