import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatMessage } from '../../../domain/conversation';
import type { ConversationPresenter } from './ConversationPresenter';

/**
 * Beside a message that asks for money before a viewing or moves the talk off Inserat: what to watch for, the safety
 * tips, and reporting it in one click (the message itself is what is reported).
 */
export const MessageCautionNote = observer(function MessageCautionNote({
  message,
  p,
}: {
  message: ChatMessage & { caution: NonNullable<ChatMessage['caution']> };
  p: ConversationPresenter;
}) {
  const { t } = useTranslation();
  return (
    <div className="message__caution" role="note">
      <p>
        <strong>{t('messages.caution.title')}</strong> {t(`messages.caution.${message.caution}`)}{' '}
        {t('messages.caution.never')}
      </p>
      <p className="message__caution-actions">
        <Link to="/sicherheit">{t('messages.caution.tips')}</Link>
        {p.reportSent ? (
          <span role="status">{t('messages.reported')}</span>
        ) : (
          <button
            type="button"
            className="button button--danger button--small"
            disabled={p.reporting.submitting}
            onClick={() => void p.reportFraud(message)}
          >
            {t('messages.caution.report')}
          </button>
        )}
      </p>
    </div>
  );
});
