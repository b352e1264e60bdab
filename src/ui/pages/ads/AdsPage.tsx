import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AD_SORTS } from '../../../domain/ad';
import { AppConfig } from '../../../application/shared/ports';
import { useContainer, useInstance } from '../../app/ContainerContext';
import { AdCard, AdCardSkeleton } from '../../components/ads/AdCard';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { useHydrated } from '../../components/useHydrated';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AdsSearchPresenter } from './AdsSearchPresenter';
import { FilterPanel } from './FilterPanel';
import { NothingFound } from './NothingFound';
import { SearchBox } from './SearchBox';
import { SearchChips } from './SearchChips';
import { SaveSearchButton } from '../searches/SaveSearchButton';
import { searchKey } from './searchUrl';

/** The same search for another kind (its pages start again). */
function withCategory(params: URLSearchParams, category: string): string {
  const copy = new URLSearchParams(params);
  copy.set('category', category);
  copy.delete('pages');
  return copy.toString();
}

const AdsMap = lazy(() => import('./AdsMap'));

const AdsPage = observer(function AdsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const location = useLocation();
  const navigate = useNavigate();
  const container = useContainer();
  // Shown from the first render: coming back to a list renders it whole at once, so the browser can scroll to where
  // the visitor left it.
  const [p] = useState(() => {
    const presenter = container.get(AdsSearchPresenter);
    void presenter.show(location.search, lang);
    return presenter;
  });
  const config = useInstance(AppConfig);
  const text = useFormText();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hydrated = useHydrated();
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('ads.title'));
  useEffect(() => {
    void p.show(location.search, lang);
  }, [p, location.search, lang]);
  // The words became filters: the address says them as filters, in place of what was typed.
  useEffect(() => {
    if (p.rewrite === null) return;
    navigate({ pathname: '/ads', search: `?${p.rewrite}` }, { replace: true });
    p.rewritten();
  }, [p, p.rewrite, navigate]);

  const go = useCallback(
    (search: string, replace = false) =>
      navigate({ pathname: '/ads', search: search ? `?${search}` : '' }, { replace }),
    [navigate],
  );
  const openAd = useCallback((id: string) => navigate(`/ads/${id}`), [navigate]);
  const apply = (moveFocus = true) => {
    const search = p.form.apply(p.view);
    if (search === null) return;
    setFiltersOpen(false);
    // The results, where the filters' button may have been far below them: in sight, and read out (not while the
    // person is still choosing in the column beside them: the count is read out by its live region).
    if (moveFocus) resultsTitle.current?.focus();
    // The same search again (e.g. after an error) runs again; a changed one goes through the URL.
    if (search === location.search.replace(/^\?/, '')) void p.show(location.search, lang, { again: true });
    else go(search);
  };
  const sorts = AD_SORTS.filter((s) => s !== 'relevance' || p.form.draft.q.trim() !== '');

  return (
    <div className="search-layout">
      <h1 className="search-layout__title">{t('ads.title')}</h1>
      <SearchBox p={p} onApply={() => apply()} />
      {/* Past the filter column in one step (issue 70: 21 tabs before the first result); shown while focused. */}
      <a
        href="#results-title"
        className="skip-inline"
        onClick={(event) => {
          event.preventDefault();
          resultsTitle.current?.focus();
        }}
      >
        {t('search.skipToResults')}
      </a>
      <button
        type="button"
        className="button button--secondary filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="filters"
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {p.activeFilterCount > 0 ? t('search.filtersCount', { count: p.activeFilterCount }) : t('search.filtersButton')}
      </button>
      <FilterPanel
        p={p}
        open={filtersOpen}
        onApply={apply}
        onChoice={() => {
          // Beside the results (wide screens) a choice shows its results at once; in the phone's opened column the
          // person goes on choosing and applies with "Suchen".
          if (!filtersOpen) apply(false);
        }}
        onReset={() => {
          p.form.reset();
          go(p.view === 'map' ? 'view=map' : '');
        }}
      />

      <section className="results" aria-labelledby="results-title" aria-busy={p.loading}>
        <div className="results__head">
          <h2 id="results-title" ref={resultsTitle} tabIndex={-1} className="results__count" aria-live="polite">
            {p.loading
              ? t('search.searching')
              : p.totalCapped
                ? t('search.countCapped', { count: p.total })
                : t('search.count', { count: p.total })}
          </h2>
          <div className="results__controls">
            <SelectField
              id="sort"
              label={t('search.sort')}
              value={p.form.draft.sort || p.sort || 'newest'}
              onValueChange={(v) => {
                p.form.set('sort', v as (typeof AD_SORTS)[number]);
                apply();
              }}
              options={sorts.map((s) => ({ value: s, label: t(`search.sorts.${s}`) }))}
            />
            <SaveSearchButton query={searchKey(p.params)} />
            <div className="view-toggle" role="group" aria-label={t('search.view')}>
              {(['list', 'map'] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  className="button button--small button--secondary"
                  aria-pressed={p.view === view}
                  onClick={() => go(p.withView(view), true)}
                >
                  {t(`search.views.${view}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
        <SearchChips search={p.params.toString()} lang={lang} onRemove={(search) => go(search)} />
        {!p.loading && p.assumedRent && p.params.get('category') === p.assumedRent && (
          <p className="results__corrected">
            {t('search.assumedRent')}{' '}
            <Link
              to={`/ads?${withCategory(p.params, p.assumedRent === 'apartment_rent' ? 'apartment_buy' : 'house_buy')}`}
            >
              {t(p.assumedRent === 'apartment_rent' ? 'search.showFlatsToBuy' : 'search.showHousesToBuy')}
            </Link>
          </p>
        )}
        {!p.loading && p.correctedQuery && (
          <p className="results__corrected">
            {t('search.corrected', { typed: p.form.draft.q, corrected: p.correctedQuery })}
          </p>
        )}
        {!p.loading &&
          !p.correctedQuery &&
          p.unmatchedWords.map((word) => (
            <p key={word} className="results__unmatched">
              {t('search.unmatched', { word })}
            </p>
          ))}
        {p.errorCode ? (
          <div className="alert alert--danger" role="alert">
            <p>{text.errorCode(p.errorCode)}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void p.show(location.search, lang, { again: true })}
            >
              {t('common.retry')}
            </button>
          </div>
        ) : p.loading && p.items.length === 0 ? (
          <ul className="ad-grid">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i}>
                <AdCardSkeleton />
              </li>
            ))}
          </ul>
        ) : p.items.length === 0 ? (
          <NothingFound search={p.params.toString()} lang={lang} alternatives={p.alternatives} />
        ) : (
          <>
            {p.view === 'map' ? (
              // Leaflet needs a window: the server renders the spinner, the browser the map.
              <Suspense fallback={<Spinner />}>
                {hydrated ? (
                  <AdsMap search={p.params.toString()} tiles={config.map} lang={lang} onOpen={openAd} onChoose={go} />
                ) : (
                  <Spinner />
                )}
              </Suspense>
            ) : (
              <ul className="ad-grid">
                {p.items.map((ad, index) => (
                  <li key={ad.id}>
                    <AdCard ad={ad} priority={index === 0} />
                  </li>
                ))}
              </ul>
            )}
            {p.nextCursor && p.view === 'list' && (
              <div className="results__more">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={async () => {
                    const search = await p.loadMore();
                    // The URL counts the loaded pages, so Back and reload bring them all back.
                    if (search !== null) go(search, true);
                  }}
                  disabled={p.loadingMore}
                >
                  {p.loadingMore ? t('common.loading') : t('search.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
});

export default AdsPage;
