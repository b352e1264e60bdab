import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { lazyPage } from '../app/lazyPage';

// The count needs the messages area (its stream and API): loaded once someone is signed in, never for visitors.
const MessagesLink = lazyPage(() => import('./MessagesLink'), ['messages']);

/** "Nachrichten" in the header of a signed-in person: the plain link at once, with the unread count when it is known. */
export function MessagesNavItem() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<MessagesNavLink label={t('nav.messages')} />}>
      <MessagesLink />
    </Suspense>
  );
}

export function MessagesNavLink({ unread = 0, label, countLabel = '' }: { unread?: number; label: string; countLabel?: string }) {
  return (
    <NavLink to="/app/messages">
      {label}
      {unread > 0 && (
        <span className="badge nav-count">
          <span aria-hidden="true">{unread}</span>
          <span className="visually-hidden">{countLabel}</span>
        </span>
      )}
    </NavLink>
  );
}
