import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '../../../domain/user';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { useFormText } from '../../components/useFormText';
import { NotificationSettingsPresenter } from './NotificationSettingsPresenter';

const KINDS: (keyof NotificationSettings)[] = ['messages', 'reminders', 'priceDrops', 'newsletter'];

/** "Notifications" on the profile: unread messages and expiry reminders on, the newsletter off, until changed here. */
export const NotificationSettingsSection = observer(function NotificationSettingsSection() {
  const p = useInstance(NotificationSettingsPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  useEffect(() => {
    void p.load();
  }, [p]);
  return (
    <section className="card" aria-labelledby="profile-notifications">
      <h2 id="profile-notifications">{t('notifications.title')}</h2>
      <FormAlert message={text.errorCode(p.loading.failure.errorCode ?? p.saving.failure.errorCode)} />
      {p.settings && (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.save(t('notifications.saved'));
          }}
        >
          <fieldset className="fieldset stack">
            <legend className="visually-hidden">{t('notifications.title')}</legend>
            {KINDS.map((kind) => (
              <label key={kind} className="checkbox">
                <input type="checkbox" checked={p.settings![kind]} onChange={(e) => p.set(kind, e.target.checked)} />
                <span>
                  {t(`notifications.${kind}`)}
                  <span className="muted"> — {t(`notifications.${kind}Hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="button button--primary" disabled={p.saving.submitting}>
              {t('notifications.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});
