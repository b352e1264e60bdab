import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../app/ContainerContext';
import { InstallAppPresenter } from './InstallAppPresenter';

/**
 * "Inserat als App" (issue 46): the browser's install dialog where it offers one, the steps on iPhone and iPad
 * (Teilen → Zum Home-Bildschirm), and a word once it is installed.
 */
export const InstallAppSection = observer(function InstallAppSection() {
  const p = useInstance(InstallAppPresenter);
  const { t } = useTranslation();
  const { state } = p;
  return (
    <section className="card stack" aria-labelledby="profile-install">
      <h2 id="profile-install">{t('install.title')}</h2>
      {state === 'installed' ? (
        <p role="status">{t('install.installed')}</p>
      ) : (
        <>
          <p className="muted">{t('install.intro')}</p>
          {state === 'installable' && (
            <div>
              <button
                type="button"
                className="button button--primary"
                disabled={p.installing}
                onClick={() => void p.install(t('install.done'))}
              >
                {t('install.button')}
              </button>
            </div>
          )}
          {state === 'ios' && <p>{t('install.ios')}</p>}
          {state === 'unavailable' && <p>{t('install.unavailable')}</p>}
        </>
      )}
    </section>
  );
});
