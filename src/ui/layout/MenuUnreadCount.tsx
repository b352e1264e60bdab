import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../app/ContainerContext';
import { MessagesLinkPresenter } from './MessagesLinkPresenter';
import { CountBadge } from './MessagesNavLink';

/** How many messages are unread, on the menu button (the header's "Nachrichten" link keeps the count current). */
const MenuUnreadCount = observer(function MenuUnreadCount() {
  const p = useInstance(MessagesLinkPresenter);
  const { t } = useTranslation();
  return <CountBadge count={p.unread} label={t('nav.unreadMessages', { count: p.unread })} />;
});

export default MenuUnreadCount;
