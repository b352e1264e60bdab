import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle';

/** Shown when the server answered 404 for the address the visitor opened: say so, and offer the way on. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <section className="prose not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <form
        className="hero-search"
        action="/ads"
        role="search"
        aria-label={t('landing.searchLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          // Read from the field itself: words typed into the server's page before the app took it over count too.
          const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          navigate(q ? `/ads?${new URLSearchParams({ q })}` : '/ads');
        }}
      >
        <div className="field">
          <label htmlFor="not-found-q">{t('search.q')}</label>
          <input id="not-found-q" name="q" type="search" placeholder={t('search.qPlaceholder')} />
        </div>
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      <ul>
        <li>
          <Link to="/">{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to="/ads">{t('notFound.allAds')}</Link>
        </li>
      </ul>
    </section>
  );
}
