import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../app/ContainerContext';
import { SnackbarPresenter } from './SnackbarPresenter';

export const Snackbar = observer(function Snackbar() {
  const snackbar = useInstance(SnackbarPresenter);
  const { t } = useTranslation();
  if (!snackbar.visible) return null;
  // danger and warning interrupt (alert); the rest is polite (status).
  const role = snackbar.type === 'danger' || snackbar.type === 'warning' ? 'alert' : 'status';
  return (
    <div className={`snackbar snackbar--${snackbar.type}`} role={role} data-type={snackbar.type}>
      <span>{snackbar.text ?? t(snackbar.defaultTextKey)}</span>
      {snackbar.closable && (
        <button
          type="button"
          className="snackbar__close"
          onClick={() => snackbar.hide()}
          aria-label={t('common.close')}
        >
          ×
        </button>
      )}
    </div>
  );
});
