import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SellerKindChoice } from '../../components/SellerKindChoice';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useInstance } from '../../app/ContainerContext';
import { RegisterPresenter, type RegisterField } from './RegisterPresenter';

// No phone number: nothing at Inserat needs one to open an account (collect the least); sellers may add one later.
const FIELDS: { field: RegisterField; type: string; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const RegisterPage = observer(function RegisterPage() {
  const p = useInstance(RegisterPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  usePageTitle(t('register.title'));
  return (
    <section className="auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (await p.submit())
            navigate(`/auth/activate?email=${encodeURIComponent(p.values.email.trim().toLowerCase())}`);
        }}
      >
        <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
        {FIELDS.map(({ field, type, autoComplete }) => (
          <FormField
            key={field}
            id={field}
            type={type}
            autoComplete={autoComplete}
            label={t(`fields.${field}`)}
            hint={field === 'password' ? t('register.passwordHint') : undefined}
            value={p.values[field]}
            onValueChange={(v) => p.set(field, v)}
            error={text.fieldError(p.submission.failure.fieldErrors[field])}
            required
          />
        ))}
        <SellerKindChoice name="accountKind" value={p.accountKind} onChange={(kind) => p.chooseKind(kind)} />
        <SubmitButton busy={p.submission.submitting}>{t('register.submit')}</SubmitButton>
      </form>
      <GoogleSignInButton />
      <p className="auth-card__links">
        <Link to="/auth/login">{t('register.haveAccount')}</Link>
      </p>
    </section>
  );
});

export default RegisterPage;
