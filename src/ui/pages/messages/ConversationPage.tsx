import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../app/lazyPage';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MESSAGE_MAX_LENGTH } from '../../../domain/conversation';
import { useInstance } from '../../app/ContainerContext';
import { AdImage } from '../../components/ads/AdImage';
import { Price } from '../../components/ads/Price';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/format';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { SubmitButton } from '../../components/SubmitButton';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { ConversationPresenter } from './ConversationPresenter';
import { ConversationReport } from './ConversationReport';
import { MessageText } from './MessageText';
import { MessageCautionNote } from './MessageCautionNote';
import './messages.css';

// The viewing times the ad's landlord offers me, bookable beside the conversation (issue 71).
const AdViewingOffer = lazyPart(() => import('../viewings/AdViewingOffer'), ['viewings']);

/** One conversation: the ad it is about, the messages, and the answer; block or report the other person. */
const ConversationPage = observer(function ConversationPage() {
  const { id = '' } = useParams();
  const p = useInstance(ConversationPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const name = p.conversation?.counterpart ?? t('messages.deletedUser');
  usePageTitle(p.conversation ? t('messages.with', { name }) : t('messages.title'));
  useEffect(() => {
    void p.open(id);
    return p.follow();
  }, [p, id]);

  if (p.loading) return <Spinner />;
  const conversation = p.conversation;
  if (!conversation) {
    return (
      <section className="empty-state">
        <h1>{t('messages.title')}</h1>
        <p role="alert">{text.errorCode(p.errorCode)}</p>
        <Link to="/app/messages">{t('messages.back')}</Link>
      </section>
    );
  }
  const { ad } = conversation;
  return (
    <div className="conversation stack">
      <Link to="/app/messages" className="conversation__back">
        {t('messages.back')}
      </Link>
      <header className="conversation__head">
        <span className="inbox__media">
          {ad.cover ? <AdImage image={ad.cover} alt="" sizes="72px" /> : <span aria-hidden="true">⌂</span>}
        </span>
        <div>
          <h1>{t('messages.with', { name })}</h1>
          <p>
            {ad.id && ad.available ? <Link to={`/ads/${ad.id}`}>{ad.title}</Link> : ad.title}
            {ad.priceCents !== null && ad.priceType !== null && ad.category !== null && (
              <>
                {' · '}
                <Price ad={{ priceCents: ad.priceCents, priceType: ad.priceType, category: ad.category }} />
              </>
            )}
          </p>
          {!ad.available && <p className="badge">{t('messages.adGone')}</p>}
        </div>
      </header>

      <p className="muted">
        {t('messages.safety')} <Link to="/sicherheit">{t('messages.caution.tips')}</Link>
      </p>

      {ad.id && ad.available && (
        <Suspense fallback={null}>
          <AdViewingOffer adId={ad.id} />
        </Suspense>
      )}

      <div role="log" aria-label={t('messages.history')}>
        <ol className="messages">
          {p.messages.map((message) => (
            <li key={message.id} className={`message ${message.mine ? 'message--mine' : 'message--theirs'}`}>
              <span className="visually-hidden">{message.mine ? t('messages.you') : name}: </span>
              <MessageText body={message.body} />
              <time className="message__time" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt, lang)}
              </time>
              {message.caution && <MessageCautionNote message={{ ...message, caution: message.caution }} p={p} />}
            </li>
          ))}
          {p.pending.map((message) => (
            <li key={message.clientId} className="message message--mine message--waiting">
              <span className="visually-hidden">{t('messages.you')}: </span>
              <MessageText body={message.body} />
              {message.failed ? (
                <p className="message__state message__state--failed">
                  {t('messages.notSent', { reason: text.errorCode(message.failed) })}{' '}
                  <button type="button" className="button button--link" onClick={() => void p.takeBack(message)}>
                    {t('messages.takeBack')}
                  </button>
                </p>
              ) : (
                <p className="message__state">{t('messages.waiting')}</p>
              )}
            </li>
          ))}
        </ol>
      </div>

      {p.canWrite ? (
        <form
          noValidate
          className="stack conversation__composer"
          onSubmit={(e) => {
            e.preventDefault();
            void p.send();
          }}
        >
          <FormAlert message={text.errorCode(p.sending.failure.errorCode)} />
          <TextAreaField
            id="reply"
            label={t('messages.reply')}
            rows={3}
            limit={MESSAGE_MAX_LENGTH}
            value={p.draft}
            onValueChange={(v) => p.setDraft(v)}
            error={text.fieldError(p.sending.failure.fieldErrors.body)}
          />
          <SubmitButton busy={p.sending.submitting}>{t('messages.send')}</SubmitButton>
        </form>
      ) : (
        <p className="alert alert--info" role="status">
          {conversation.counterpart === null
            ? t('messages.closed')
            : conversation.blockedByMe
              ? t('messages.blockedByMe')
              : t('messages.blockedByOther')}
        </p>
      )}

      <div className="conversation__actions">
        {conversation.counterpart !== null && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => (conversation.blockedByMe ? void p.toggleBlock() : p.askBlock(true))}
          >
            {conversation.blockedByMe ? t('messages.unblock') : t('messages.block')}
          </button>
        )}
        <ConversationReport p={p} />
      </div>
      <FormAlert message={text.errorCode(p.blocking.failure.errorCode)} />
      <ConfirmDialog
        open={p.confirmingBlock}
        title={t('messages.blockTitle', { name })}
        confirmLabel={t('messages.block')}
        danger
        busy={p.blocking.submitting}
        onConfirm={() => void p.toggleBlock()}
        onCancel={() => p.askBlock(false)}
      >
        <p>{t('messages.blockText', { name })}</p>
      </ConfirmDialog>
    </div>
  );
});

export default ConversationPage;
