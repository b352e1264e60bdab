import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { CodeField, ResendCodeButton } from './CodeEntry';
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
        <CodeField
          id="activation_code"
          value={p.code}
          onValueChange={(v) => p.setCode(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.activation_code)}
        />
        <SubmitButton busy={p.submission.submitting}>{t('activate.submit')}</SubmitButton>
      </form>
      <ResendCodeButton
        secondsLeft={p.cooldown.secondsLeft}
        busy={p.submission.submitting}
        onResend={() => void p.resend(t('activate.resent'))}
      />
    </section>
  );
});

export default ActivatePage;
