import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { useInstance } from '../../app/ContainerContext';
import { RecoveryPresenter } from './RecoveryPresenter';

const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const p = useInstance(RecoveryPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  usePageTitle(t('forgot.title'));
  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      <p>{t('forgot.intro')}</p>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (await p.requestCode()) navigate('/auth/verify-code');
        }}
      >
        <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
        <FormField
          id="email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          value={p.email}
          onValueChange={(v) => p.setEmail(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.email)}
          required
        />
        <SubmitButton busy={p.submission.submitting}>{t('forgot.submit')}</SubmitButton>
      </form>
      <p className="auth-card__links">
        <Link to="/auth/login">{t('forgot.back')}</Link>
      </p>
    </section>
  );
});

export default ForgotPasswordPage;
