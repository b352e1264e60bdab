import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUserAgent } from '../../../domain/userAgent';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { formatDateTime } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import { SessionsPresenter } from './SessionsPresenter';

/** "Signed-in devices" on the profile: every active session, this one marked, the others can be signed out. */
export const SessionsSection = observer(function SessionsSection() {
  const p = useInstance(SessionsPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  useEffect(() => {
    void p.load();
  }, [p]);
  const deviceName = (userAgent: string) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('sessions.browserOn', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
  return (
    <section className="card" aria-labelledby="profile-sessions" aria-busy={p.loading.submitting}>
      <h2 id="profile-sessions">{t('sessions.title')}</h2>
      <p className="muted">{t('sessions.intro')}</p>
      <FormAlert message={text.errorCode(p.loading.failure.errorCode ?? p.action.failure.errorCode)} />
      {p.loaded && (
        <ul className="sessions">
          {p.sessions.map((s) => (
            <li key={s.id} className="sessions__item">
              <div>
                <strong>{deviceName(s.userAgent)}</strong>
                {s.current && <span className="badge">{t('sessions.thisDevice')}</span>}
                <div className="muted">{t('sessions.lastUsed', { when: formatDateTime(s.lastUsedAt, lang) })}</div>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={p.ending !== null}
                  aria-busy={p.ending === s.id}
                  aria-label={t('sessions.endOne', { device: deviceName(s.userAgent) })}
                  onClick={() => void p.end(s.id, t('sessions.ended'))}
                >
                  {t('sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {p.others.length > 0 && (
        <button
          type="button"
          className="button button--secondary"
          disabled={p.ending !== null}
          aria-busy={p.ending === 'others'}
          onClick={() => void p.endOthers(t('sessions.endedOthers'))}
        >
          {t('sessions.endOthers')}
        </button>
      )}
    </section>
  );
});
