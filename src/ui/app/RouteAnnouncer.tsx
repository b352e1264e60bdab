import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Spec §2: about half a second after a route change; waits for the new page title to settle. */
export const ANNOUNCE_DELAY_MS = 500;

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [message, setMessage] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      setMessage(pathname === '/' ? '' : t('announcer.navigated', { path: pathname }));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, t]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
