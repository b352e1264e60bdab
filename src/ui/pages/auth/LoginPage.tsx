import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { signInPurpose } from '../../../domain/navigation';
import type { ReturnState } from '../../app/guards';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormText } from '../../components/useFormText';
import { useInstance } from '../../app/ContainerContext';
import { usePageTitle } from '../../components/usePageTitle';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LoginPresenter } from './LoginPresenter';

const LoginPage = observer(function LoginPage() {
  const p = useInstance(LoginPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  usePageTitle(t('login.title'));
  const state = useLocation().state as (ReturnState & { passwordChanged?: boolean }) | null;
  const passwordChanged = state?.passwordChanged === true;
  const purpose = signInPurpose(state?.from);
  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {passwordChanged && (
        <p className="alert alert--success" role="status">
          {t('login.passwordChanged')}
        </p>
      )}
      {state?.ended ? (
        <p className="alert alert--info" role="status">
          {t(`login.ended.${state.ended}`)}
        </p>
      ) : (
        purpose && <p className="login__why">{t(`login.why.${purpose}`)}</p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void p.submit();
        }}
      >
        <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
        {p.needsActivation && (
          <div className="login__activation">
            <Link className="button button--primary button--small" to={p.activationPath}>
              {t('login.enterCode')}
            </Link>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={p.resending.submitting}
              onClick={() => void p.resendActivation(t('login.codeResent'))}
            >
              {t('login.resendCode')}
            </button>
            <FormAlert message={text.errorCode(p.resending.failure.errorCode)} />
          </div>
        )}
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
        <FormField
          id="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          value={p.password}
          onValueChange={(v) => p.setPassword(v)}
          error={text.fieldError(p.submission.failure.fieldErrors.password)}
          required
        />
        <SubmitButton busy={p.submission.submitting}>{t('login.submit')}</SubmitButton>
      </form>
      <GoogleSignInButton />
      <p className="auth-card__links">
        <Link to="/auth/forgot-password">{t('login.forgot')}</Link>
        <Link to="/auth/register">{t('login.register')}</Link>
      </p>
    </section>
  );
});

export default LoginPage;
