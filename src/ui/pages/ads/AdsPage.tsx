import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AD_CATEGORIES, AD_SORTS } from '../../../domain/ad';
import { useInstance } from '../../app/ContainerContext';
import { AdCard, AdCardSkeleton } from '../../components/ads/AdCard';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AdsSearchPresenter } from './AdsSearchPresenter';

const AdsPage = observer(function AdsPage() {
  const p = useInstance(AdsSearchPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(t('ads.title'));
  useEffect(() => {
    void p.searchFromUrl(location.search);
  }, [p, location.search]);

  // The same search again (e.g. after an error) re-runs it; a changed one goes through the URL.
  const apply = (query: string) => {
    if (query === location.search.replace(/^\?/, '')) void p.searchFromUrl(location.search);
    else navigate({ pathname: '/ads', search: query ? `?${query}` : '' });
  };

  return (
    <div className="search-layout">
      <h1 className="search-layout__title">{t('ads.title')}</h1>
      <form
        className="filters"
        role="search"
        aria-label={t('search.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          apply(p.draftQuery);
        }}
      >
        <FormField id="q" type="search" label={t('search.q')} value={p.draft.q} onValueChange={(v) => p.setDraft('q', v)} placeholder={t('search.qPlaceholder')} />
        <SelectField
          id="category"
          label={t('search.category')}
          value={p.draft.category}
          onValueChange={(v) => p.setDraft('category', v)}
          options={[{ value: '', label: t('search.anyCategory') }, ...AD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
        />
        <FormField id="city" label={t('search.city')} value={p.draft.city} onValueChange={(v) => p.setDraft('city', v)} autoComplete="address-level2" />
        <FormField id="postalCode" label={t('search.postalCode')} inputMode="numeric" maxLength={5} value={p.draft.postalCode} onValueChange={(v) => p.setDraft('postalCode', v.replace(/\D/g, ''))} />
        <div className="field-row">
          <FormField id="minPrice" label={t('search.minPrice')} inputMode="numeric" value={p.draft.minPrice} onValueChange={(v) => p.setDraft('minPrice', v.replace(/[^\d]/g, ''))} />
          <FormField id="maxPrice" label={t('search.maxPrice')} inputMode="numeric" value={p.draft.maxPrice} onValueChange={(v) => p.setDraft('maxPrice', v.replace(/[^\d]/g, ''))} />
        </div>
        <div className="field-row">
          <FormField id="minRooms" label={t('search.minRooms')} inputMode="decimal" value={p.draft.minRooms} onValueChange={(v) => p.setDraft('minRooms', v.replace(/[^\d.,]/g, ''))} />
          <FormField id="minArea" label={t('search.minArea')} inputMode="numeric" value={p.draft.minArea} onValueChange={(v) => p.setDraft('minArea', v.replace(/[^\d]/g, ''))} />
        </div>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
          {p.activeFilterCount > 0 && (
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                p.resetDraft();
                apply('');
              }}
            >
              {t('search.reset')}
            </button>
          )}
        </div>
      </form>

      <section className="results" aria-labelledby="results-title" aria-busy={p.loading}>
        <div className="results__head">
          <h2 id="results-title" className="results__count" aria-live="polite">
            {p.loading ? t('search.searching') : p.totalCapped ? t('search.countCapped', { count: p.total }) : t('search.count', { count: p.total })}
          </h2>
          <SelectField
            id="sort"
            label={t('search.sort')}
            value={p.draft.sort}
            onValueChange={(v) => {
              p.setDraft('sort', v as (typeof AD_SORTS)[number]);
              apply(p.draftQuery);
            }}
            options={AD_SORTS.map((s) => ({ value: s, label: t(`search.sorts.${s}`) }))}
          />
        </div>
        {p.errorCode ? (
          <div className="alert alert--danger" role="alert">
            <p>{text.errorCode(p.errorCode)}</p>
            <button type="button" className="button button--secondary" onClick={() => void p.searchFromUrl(location.search)}>
              {t('common.retry')}
            </button>
          </div>
        ) : p.loading ? (
          <ul className="ad-grid">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i}>
                <AdCardSkeleton />
              </li>
            ))}
          </ul>
        ) : p.items.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t('search.emptyTitle')}</p>
            <p>{t('search.emptyText')}</p>
          </div>
        ) : (
          <>
            <ul className="ad-grid">
              {p.items.map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} />
                </li>
              ))}
            </ul>
            {p.nextCursor && (
              <div className="results__more">
                <button type="button" className="button button--secondary" onClick={() => void p.loadMore()} disabled={p.loadingMore}>
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
