import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { CodeField, ResendCodeButton } from './CodeEntry';
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
        <CodeField
          id="code"
          value={p.code}
          onValueChange={(v) => p.setCode(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.code)}
        />
        <SubmitButton busy={p.submission.submitting}>{t('verify.submit')}</SubmitButton>
      </form>
      <ResendCodeButton
        secondsLeft={p.cooldown.secondsLeft}
        busy={p.submission.submitting}
        onResend={() => void p.resendCode(t('verify.resent'))}
      />
    </section>
  );
});

export default VerifyCodePage;
