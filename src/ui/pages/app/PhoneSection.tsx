import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormText } from '../../components/useFormText';
import { PhonePresenter } from './PhonePresenter';

/** The profile's mobile number: confirmed by a code by SMS ("Telefon bestätigt" on the ads), shown only if chosen. */
export const PhoneSection = observer(function PhoneSection() {
  const p = useInstance(PhonePresenter);
  const { t } = useTranslation();
  const text = useFormText();
  useEffect(() => {
    void p.load();
  }, [p]);
  const verified = p.status?.verified === true;
  return (
    <section className="card stack" aria-labelledby="profile-phone">
      <h2 id="profile-phone">{t('phone.title')}</h2>
      <p role="status">{verified ? t('phone.verified', { phone: p.status?.phone }) : t('phone.notVerified')}</p>
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void p.request();
        }}
      >
        <FormField
          id="phone-number"
          type="tel"
          autoComplete="tel"
          label={t('phone.number')}
          hint={t('phone.numberHint')}
          value={p.phone}
          onValueChange={(v) => p.setPhone(v)}
          error={text.fieldError(p.requesting.failure.fieldErrors.phone)}
          required
        />
        <FormAlert message={text.errorCode(p.requesting.failure.errorCode)} />
        <SubmitButton busy={p.requesting.submitting}>{t(verified ? 'phone.sendForNew' : 'phone.send')}</SubmitButton>
      </form>
      {p.sentTo && (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.confirm();
          }}
        >
          <FormField
            id="phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            label={t('phone.code')}
            hint={t('phone.codeHint', { phone: p.sentTo })}
            value={p.code}
            onValueChange={(v) => p.setCode(v)}
            error={text.fieldError(p.confirming.failure.fieldErrors.code)}
            required
          />
          <FormAlert message={text.errorCode(p.confirming.failure.errorCode)} />
          <SubmitButton busy={p.confirming.submitting}>{t('phone.confirm')}</SubmitButton>
        </form>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={p.status?.showPhone === true}
          disabled={!verified || p.showing.submitting}
          onChange={(e) => void p.setShowPhone(e.target.checked)}
          aria-describedby="phone-show-hint"
        />
        <span>{t('phone.show')}</span>
      </label>
      <p id="phone-show-hint" className="muted">
        {t(verified ? 'phone.showHint' : 'phone.showNeedsConfirmation')}
      </p>
      <FormAlert message={text.errorCode(p.showing.failure.errorCode)} />
    </section>
  );
});
