import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { useInstance } from '../../app/ContainerContext';
import { RecoveryPresenter } from './RecoveryPresenter';

const VerifyCodePage = observer(function VerifyCodePage() {
  const p = useInstance(RecoveryPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  usePageTitle(t('verify.title'));
  useEffect(() => () => p.dispose(), [p]);
  if (!p.hasRecovery) return <Navigate to="/auth/forgot-password" replace />;
  return (
    <section className="auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      <p>{t('verify.intro', { email: p.email })}</p>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (await p.verifyCode()) navigate('/auth/reset-password');
        }}
      >
        <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
        <FormField
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('fields.code')}
          value={p.code}
          onValueChange={(v) => p.setCode(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.code)}
          required
        />
        <button type="submit" className="button button--primary" disabled={p.submission.submitting}>
          {p.submission.submitting ? t('common.pleaseWait') : t('verify.submit')}
        </button>
      </form>
      <p className="auth-card__links">
        <button
          type="button"
          className="button button--link"
          onClick={() => void p.resendCode(t('verify.resent'))}
          disabled={p.submission.submitting || p.cooldown.secondsLeft > 0}
        >
          {p.cooldown.secondsLeft > 0 ? t('activate.resendIn', { seconds: p.cooldown.secondsLeft }) : t('activate.resend')}
        </button>
      </p>
    </section>
  );
});

export default VerifyCodePage;
