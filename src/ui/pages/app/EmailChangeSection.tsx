import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../app/ContainerContext';
import { AccountPresenter } from '../../layout/AccountPresenter';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { useFormText } from '../../components/useFormText';
import { EmailChangePresenter } from './EmailChangePresenter';

/** "E-Mail-Adresse ändern" on the profile: the address stays until the code sent to the new one is entered. */
export const EmailChangeSection = observer(function EmailChangeSection() {
  const p = useInstance(EmailChangePresenter);
  const account = useInstance(AccountPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const asking = p.requesting.failure;
  const confirming = p.confirming.failure;
  return (
    <section className="card" aria-labelledby="profile-email">
      <h2 id="profile-email">{t('emailChange.title')}</h2>
      <p>{t('emailChange.current', { email: account.user?.email ?? '' })}</p>
      {p.sentTo === null ? (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.request();
          }}
        >
          <FormAlert message={text.errorCode(asking.errorCode)} />
          <FormField
            id="newEmail"
            type="email"
            autoComplete="email"
            label={t('emailChange.newEmail')}
            value={p.newEmail}
            onValueChange={(v) => p.set('newEmail', v)}
            error={text.fieldError(asking.fieldErrors.newEmail)}
            required
          />
          <FormField
            id="emailChangePassword"
            type="password"
            autoComplete="current-password"
            label={t('fields.currentPassword')}
            value={p.password}
            onValueChange={(v) => p.set('password', v)}
            error={text.fieldError(asking.fieldErrors.password, 'emailChange')}
            required
          />
          <div>
            <button type="submit" className="button button--primary" disabled={p.requesting.submitting}>
              {t('emailChange.send')}
            </button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.confirm(t('emailChange.changed'));
          }}
        >
          <p role="status">{t('emailChange.sent', { email: p.sentTo })}</p>
          <FormAlert message={text.errorCode(confirming.errorCode)} />
          <FormField
            id="emailChangeCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('emailChange.code')}
            value={p.code}
            onValueChange={(v) => p.set('code', v)}
            error={text.fieldError(confirming.fieldErrors.code)}
            required
          />
          <div className="actions-row">
            <button type="submit" className="button button--primary" disabled={p.confirming.submitting}>
              {t('emailChange.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => p.restart()}>
              {t('emailChange.other')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});
