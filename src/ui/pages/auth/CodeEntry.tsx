import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';

/** The field for a mailed one-time code, which phones can fill from the message. */
export function CodeField({
  id,
  value,
  error,
  onValueChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      label={t('fields.code')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}

/** "Send a new code", counting down while the server's resend throttle would refuse it. */
export function ResendCodeButton({
  secondsLeft,
  busy,
  onResend,
}: {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <p className="auth-card__links">
      <button type="button" className="button button--link" onClick={onResend} disabled={busy || secondsLeft > 0}>
        {secondsLeft > 0 ? t('activate.resendIn', { seconds: secondsLeft }) : t('activate.resend')}
      </button>
    </p>
  );
}
