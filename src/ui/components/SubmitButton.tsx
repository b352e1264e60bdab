import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's primary submit button: disabled while its submission runs, and saying so. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {busy ? t('common.pleaseWait') : children}
    </button>
  );
}
