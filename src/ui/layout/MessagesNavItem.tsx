import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../app/lazyPage';
import { MessagesNavLink } from './MessagesNavLink';

// The count needs the messages area (its stream and API): loaded once someone is signed in, never for visitors.
const MessagesLink = lazyPart(() => import('./MessagesLink'), ['messages']);
const MenuUnreadCount = lazyPart(() => import('./MenuUnreadCount'), ['messages']);

/** "Nachrichten" in the header of a signed-in person: the plain link at once, with the unread count when it is known. */
export function MessagesNavItem() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<MessagesNavLink label={t('nav.messages')} />}>
      <MessagesLink />
    </Suspense>
  );
}

/** The unread count on the menu button, where the header's links fold away (phones, the signed-in area below 1440 px). */
export function MenuUnreadBadge() {
  return (
    <Suspense fallback={null}>
      <MenuUnreadCount />
    </Suspense>
  );
}
