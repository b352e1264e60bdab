import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../app/ContainerContext';
import { MessagesLinkPresenter } from './MessagesLinkPresenter';
import { MessagesNavLink } from './MessagesNavLink';

/** "Nachrichten" and the unread count, for signed-in people (loaded with the messages area, after sign-in). */
const MessagesLink = observer(function MessagesLink() {
  const p = useInstance(MessagesLinkPresenter);
  const { t } = useTranslation();
  useEffect(() => p.follow(), [p]);
  return (
    <MessagesNavLink
      unread={p.unread}
      label={t('nav.messages')}
      countLabel={t('nav.unreadMessages', { count: p.unread })}
    />
  );
});

export default MessagesLink;
