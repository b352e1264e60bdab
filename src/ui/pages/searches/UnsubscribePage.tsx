import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { usePageTitle } from '../../components/usePageTitle';
import { UnsubscribePresenter } from './UnsubscribePresenter';

const UnsubscribePage = observer(function UnsubscribePage() {
  const p = useInstance(UnsubscribePresenter);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageTitle(t('unsubscribe.title'));
  return (
    <div className="narrow stack">
      <h1>{t('unsubscribe.title')}</h1>
      {p.state === 'done' ? (
        <p role="status">{t('unsubscribe.done')}</p>
      ) : !token || p.state === 'failed' ? (
        <p role="alert" className="alert alert--danger">
          {p.errorCode === 'NOT_FOUND' || !token ? t('unsubscribe.invalid') : t('unsubscribe.failed')}
        </p>
      ) : (
        <>
          <p>{t('unsubscribe.question')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={p.state === 'sending'}
            onClick={() => void p.confirm(token)}
          >
            {t('unsubscribe.confirm')}
          </button>
        </>
      )}
      <p>
        <Link to="/app/searches">{t('searches.manage')}</Link>
      </p>
    </div>
  );
});

export default UnsubscribePage;
