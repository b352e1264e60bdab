import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { useInstance } from '../../app/ContainerContext';
import { RecoveryPresenter } from './RecoveryPresenter';

const ResetPasswordPage = observer(function ResetPasswordPage() {
  const p = useInstance(RecoveryPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  usePageTitle(t('reset.title'));
  if (!p.hasRecovery && !p.submission.submitting && !p.completed)
    return <Navigate to="/auth/forgot-password" replace />;
  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (await p.resetPassword()) navigate('/auth/login', { replace: true, state: { passwordChanged: true } });
        }}
      >
        <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
        <FormField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('fields.newPassword')}
          hint={t('register.passwordHint')}
          value={p.newPassword}
          onValueChange={(v) => p.setNewPassword(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.newPassword)}
          required
        />
        <FormField
          id="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('fields.confirmPassword')}
          value={p.confirmPassword}
          onValueChange={(v) => p.setConfirmPassword(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.confirmPassword)}
          required
        />
        <SubmitButton busy={p.submission.submitting}>{t('reset.submit')}</SubmitButton>
      </form>
    </section>
  );
});

export default ResetPasswordPage;
