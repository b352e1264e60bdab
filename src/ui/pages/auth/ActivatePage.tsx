import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { useInstance } from '../../app/ContainerContext';
import { ActivatePresenter } from './ActivatePresenter';

const ActivatePage = observer(function ActivatePage() {
  const p = useInstance(ActivatePresenter);
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const text = useFormText();
  usePageTitle(t('activate.title'));
  useEffect(() => {
    p.init(params.get('email'));
    return () => p.dispose();
  }, [p, params]);

  return (
    <section className="auth-card" aria-labelledby="activate-title">
      <h1 id="activate-title">{t('activate.title')}</h1>
      <p>{t('activate.intro')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void p.submit();
        }}
      >
        <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
        <FormField
          id="userEmail"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          value={p.email}
          onValueChange={(v) => p.setEmail(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.userEmail ?? p.submission.failure.fieldErrors.email)}
          required
        />
        <FormField
          id="activation_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('fields.code')}
          value={p.code}
          onValueChange={(v) => p.setCode(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.activation_code)}
          required
        />
        <button type="submit" className="button button--primary" disabled={p.submission.submitting}>
          {p.submission.submitting ? t('common.pleaseWait') : t('activate.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <button
          type="button"
          className="button button--link"
          onClick={() => void p.resend(t('activate.resent'))}
          disabled={p.submission.submitting || p.cooldown.secondsLeft > 0}
        >
          {p.cooldown.secondsLeft > 0 ? t('activate.resendIn', { seconds: p.cooldown.secondsLeft }) : t('activate.resend')}
        </button>
      </p>
    </section>
  );
});

export default ActivatePage;
