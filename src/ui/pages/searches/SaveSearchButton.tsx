import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { useFormText } from '../../components/useFormText';
import { useHydrated } from '../../components/useHydrated';
import { SaveSearchPresenter } from './SaveSearchPresenter';
import { searchName } from './searchName';

/**
 * "Suche speichern" for the list's filters (`query`: the address after /ads?, without pages or view). A visitor is led
 * through sign-in to the saved searches, where the same search waits to be saved.
 */
export const SaveSearchButton = observer(function SaveSearchButton({ query }: { query: string }) {
  const p = useInstance(SaveSearchPresenter);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  // The server renders every visitor's page alike: the signed-in variant follows once the browser knows the session.
  const signedIn = useHydrated() && p.signedIn;
  if (!signedIn) {
    return (
      <Link to={`/app/searches?save=${encodeURIComponent(query)}`} className="button button--secondary button--small">
        {t('searches.save')}
      </Link>
    );
  }
  if (p.isSaved(query)) {
    return (
      <p className="results__save">
        <span role="status">{t('searches.savedButton')}</span>
        <Link to="/app/searches">{t('searches.manage')}</Link>
      </p>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={p.saving}
      onClick={() =>
        void p.save(query, searchName(new URLSearchParams(query), t, lang), 'daily', {
          saved: t('searches.created'),
          failed: (code) => text.errorCode(code) ?? t('favorites.failed'),
        })
      }
    >
      {t('searches.save')}
    </button>
  );
});
