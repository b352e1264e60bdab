import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../app/ContainerContext';
import { useFormText } from '../../components/useFormText';
import { GoogleSignInPresenter } from './GoogleSignInPresenter';

/** Hidden without a Firebase project; on success the session changes and the auth guard moves on. */
export const GoogleSignInButton = observer(function GoogleSignInButton() {
  const p = useInstance(GoogleSignInPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  useEffect(() => p.ready(), [p]);
  if (!p.available) return null;
  const message = p.providerCode
    ? t(`google.errors.${p.providerCode}`)
    : p.serverCode
      ? text.errorCode(p.serverCode)
      : p.error;
  return (
    <div className="google-signin">
      <p className="divider">
        <span>{t('google.or')}</span>
      </p>
      <button
        type="button"
        className="button button--google"
        onClick={() => void p.signIn()}
        disabled={p.loading}
        aria-busy={p.loading}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
          />
          <path
            fill="#FBBC05"
            d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {t('google.button')}
      </button>
      {message && (
        <p className="alert alert--danger" role="alert">
          {message}
        </p>
      )}
    </div>
  );
});
