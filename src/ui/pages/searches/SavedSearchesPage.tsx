import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ALERT_FREQUENCIES, NEW_COUNT_CAP, type AlertFrequency, type SavedSearch } from '../../../domain/savedSearch';
import { useInstance } from '../../app/ContainerContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { LoadedList } from '../../components/LoadedList';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { searchKey } from '../ads/searchUrl';
import { SavedSearchesPresenter } from './SavedSearchesPresenter';
import { searchName } from './searchName';

const SavedSearchesPage = observer(function SavedSearchesPage() {
  const p = useInstance(SavedSearchesPresenter);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  usePageTitle(t('searches.title'));
  const offered = params.get('save');
  useEffect(() => {
    void p.load();
  }, [p]);
  useEffect(() => {
    const query = offered === null ? null : searchKey(new URLSearchParams(offered));
    p.offer(query, query === null ? '' : searchName(new URLSearchParams(query), t, lang));
  }, [p, offered, t, lang]);
  const messages = {
    saved: t('searches.saved'),
    failed: (code: string) => text.errorCode(code) ?? t('favorites.failed'),
  };

  return (
    <div className="stack">
      <div className="dashboard__head">
        <h1>{t('searches.title')}</h1>
        <Link to="/app/favorites">{t('nav.favorites')}</Link>
      </div>
      <p>{t('searches.intro')}</p>
      {p.offered && (
        <form
          className="card stack"
          aria-labelledby="offered-title"
          onSubmit={(e) => {
            e.preventDefault();
            void p
              .saveOffered({ ...messages, saved: t('searches.created') })
              .then((saved) => saved && setParams({}, { replace: true }));
          }}
        >
          <h2 id="offered-title">{t('searches.saveThis')}</h2>
          <FormField
            id="offered-name"
            label={t('searches.name')}
            value={p.offered.name}
            onValueChange={(v) => p.setOfferedName(v)}
            limit={120}
            required
          />
          <FrequencySelect
            id="offered-frequency"
            value={p.offered.frequency}
            onChange={(frequency) => p.setOfferedFrequency(frequency)}
          />
          <div className="inline-list">
            <button type="submit" className="button button--primary" disabled={p.busyId === 'offered'}>
              {t('searches.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setParams({}, { replace: true })}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
      <LoadedList
        loading={p.loading}
        errorCode={p.errorCode}
        empty={p.searches.length === 0}
        emptyState={{
          title: t('searches.empty'),
          hint: t('searches.emptyHint'),
          action: { to: '/ads', label: t('favorites.browse') },
        }}
      >
        <ul className="saved-searches" aria-label={t('searches.title')}>
          {p.searches.map((search) => (
            <li key={search.id} className="card saved-search">
              <SavedSearchItem
                p={p}
                search={search}
                onOpen={() => {
                  void p.markSeen(search.id);
                  navigate(`/ads${search.query ? `?${search.query}` : ''}`);
                }}
              />
            </li>
          ))}
        </ul>
      </LoadedList>
      <ConfirmDialog
        open={p.confirmingDelete !== null}
        title={t('searches.deleteTitle')}
        confirmLabel={t('searches.delete')}
        danger
        busy={p.busyId !== null}
        onConfirm={() => void p.confirmDelete({ deleted: t('searches.deleted'), failed: messages.failed })}
        onCancel={() => p.askDelete(null)}
      >
        <p>{t('searches.deleteText', { name: p.confirmingDelete?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
});

const SavedSearchItem = observer(function SavedSearchItem({
  p,
  search,
  onOpen,
}: {
  p: SavedSearchesPresenter;
  search: SavedSearch;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const text = useFormText();
  const messages = {
    saved: t('searches.saved'),
    failed: (code: string) => text.errorCode(code) ?? t('favorites.failed'),
  };
  const renaming = p.renaming?.id === search.id ? p.renaming : null;
  const titleId = `search-${search.id}`;
  return (
    <article className="stack" aria-labelledby={titleId}>
      {renaming ? (
        <form
          className="saved-search__rename"
          onSubmit={(e) => {
            e.preventDefault();
            void p.rename(messages);
          }}
        >
          <FormField
            id={`rename-${search.id}`}
            label={t('searches.name')}
            value={renaming.name}
            onValueChange={(v) => p.setRename(v)}
            limit={120}
            required
            autoFocus
          />
          <div className="inline-list">
            <button type="submit" className="button button--primary button--small" disabled={p.busyId === search.id}>
              {t('searches.saveName')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => p.startRename(null)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <h2 id={titleId} className="saved-search__name">
          {search.name}
          {search.newCount > 0 && (
            <span className="badge badge--featured saved-search__new">
              {t('searches.newCount', {
                count: search.newCount,
                shown: search.newCount >= NEW_COUNT_CAP ? `${NEW_COUNT_CAP}+` : String(search.newCount),
              })}
            </span>
          )}
        </h2>
      )}
      <FrequencySelect
        id={`frequency-${search.id}`}
        value={search.frequency}
        onChange={(frequency) => void p.setFrequency(search.id, frequency, messages)}
      />
      <div className="inline-list">
        <button
          type="button"
          className="button button--primary button--small"
          onClick={onOpen}
          aria-describedby={titleId}
        >
          {t('searches.open')}
        </button>
        {!renaming && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => p.startRename(search)}
            aria-describedby={titleId}
          >
            {t('searches.rename')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => p.askDelete(search)}
          aria-describedby={titleId}
        >
          {t('searches.delete')}
        </button>
      </div>
    </article>
  );
});

/** How often new matches are mailed. */
function FrequencySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
}) {
  const { t } = useTranslation();
  const options = ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`searches.frequencies.${f}`) }));
  return (
    <SelectField
      id={id}
      label={t('searches.frequency')}
      value={value}
      options={options}
      onValueChange={(v) => onChange(v as AlertFrequency)}
    />
  );
}

export default SavedSearchesPage;
