import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { useFormText } from '../../components/useFormText';
import type { DeadLettersPresenter } from './DeadLettersPresenter';

/** Mails that failed every retry: for whom, when, and a button to send each again once the mail server works. */
export const DeadLettersSection = observer(function DeadLettersSection({
  presenter: p,
  onRetried,
}: {
  presenter: DeadLettersPresenter;
  onRetried: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  return (
    <section aria-labelledby="dead-letters-title">
      <h2 id="dead-letters-title">{t('admin.deadLetters.title')}</h2>
      <p className="muted">{t('admin.deadLetters.intro')}</p>
      {p.loading && <Spinner />}
      <FormAlert message={p.errorCode ? text.errorCode(p.errorCode) : null} />
      {p.retried.length > 0 && (
        <p className="alert alert--success" role="status">
          {t('admin.deadLetters.retried', { count: p.retried.length })}
        </p>
      )}
      {!p.loading && !p.errorCode && p.letters.length === 0 && <p>{t('admin.deadLetters.empty')}</p>}
      {p.letters.length > 0 && (
        <ul className="dead-letters">
          {p.letters.map((letter) => (
            <li key={letter.id} className="dead-letters__item">
              <span>
                <strong>{letter.to ?? t('admin.deadLetters.noRecipient')}</strong>
                <span className="muted">
                  {' '}
                  · {t(`admin.deadLetters.queues.${letter.queue}`, { defaultValue: letter.queue })} ·{' '}
                  {t('admin.deadLetters.failedAt', { when: formatDateTime(letter.failedAt, lang) })}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={p.retryingId !== null}
                aria-label={t('admin.deadLetters.retryFor', { to: letter.to ?? t('admin.deadLetters.noRecipient') })}
                onClick={async () => {
                  await p.retry(letter.id);
                  onRetried();
                }}
              >
                {p.retryingId === letter.id ? t('common.pleaseWait') : t('admin.deadLetters.retry')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
