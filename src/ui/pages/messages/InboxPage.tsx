import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Conversation } from '../../../domain/conversation';
import { useInstance } from '../../app/ContainerContext';
import { AdImage } from '../../components/ads/AdImage';
import { formatDateTime } from '../../components/format';
import { LoadedList } from '../../components/LoadedList';
import { usePageTitle } from '../../components/usePageTitle';
import { InboxPresenter } from './InboxPresenter';
import './messages.css';

/** Nachrichten: every conversation, the newest first, with what is unread. */
const InboxPage = observer(function InboxPage() {
  const p = useInstance(InboxPresenter);
  const { t } = useTranslation();
  usePageTitle(t('messages.title'));
  useEffect(() => {
    void p.load();
    return p.follow();
  }, [p]);
  return (
    <div className="stack">
      <h1>{t('messages.title')}</h1>
      <LoadedList
        loading={p.loading}
        errorCode={p.errorCode}
        empty={p.conversations.length === 0}
        emptyState={{
          title: t('messages.empty'),
          hint: t('messages.emptyHint'),
          action: { to: '/ads', label: t('messages.browse') },
        }}
      >
        <ul className="inbox" aria-label={t('messages.title')}>
          {p.conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
      </LoadedList>
    </div>
  );
});

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const last = conversation.lastMessage;
  return (
    <Link
      to={`/app/messages/${conversation.id}`}
      className={`inbox__row${conversation.unread > 0 ? ' inbox__row--unread' : ''}`}
    >
      <span className="inbox__media">
        {conversation.ad.cover ? (
          <AdImage image={conversation.ad.cover} alt="" sizes="72px" />
        ) : (
          <span aria-hidden="true">⌂</span>
        )}
      </span>
      <span className="inbox__body">
        <span className="inbox__who">
          {conversation.counterpart ?? t('messages.deletedUser')}
          <span className="muted"> · {t(`messages.role.${conversation.role}`)}</span>
        </span>
        <span className="inbox__ad">{conversation.ad.title}</span>
        {last && (
          <span className="inbox__last">
            {last.mine && `${t('messages.you')}: `}
            {last.body}
          </span>
        )}
      </span>
      <span className="inbox__meta">
        <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt, lang)}</time>
        {conversation.unread > 0 && (
          <span className="badge nav-count">{t('messages.unread', { count: conversation.unread })}</span>
        )}
      </span>
    </Link>
  );
}

export default InboxPage;
