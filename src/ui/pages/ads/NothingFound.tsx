import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchAlternative } from '../../../domain/adSearch';
import { alternativeChanges, searchChips } from './searchChips';
import { paramsFromFilters, searchKey } from './searchUrl';
import { SaveSearchButton } from '../searches/SaveSearchButton';

/** Alternatives told by what they change ("bis 1.320 € warm · beliebige Zimmerzahl"), not by a kind's name. */
const DESCRIBED_BY_CHANGES: ReadonlySet<SearchAlternative['kind']> = new Set(['price_wider', 'rooms_wider', 'fewer']);

interface Props {
  search: string;
  lang: 'de' | 'en';
  alternatives: SearchAlternative[];
}

/**
 * An empty result says what was searched for ("Keine Angebote für: Wohnung mieten · München") and offers the nearest
 * honest alternatives the server counted — never other places' ads presented as results.
 */
export function NothingFound({ search, lang, alternatives }: Props) {
  const { t } = useTranslation();
  const params = new URLSearchParams(search);
  const chips = searchChips(search, t, lang);
  const href = (alternative: SearchAlternative) =>
    `/ads?${paramsFromFilters(alternative.filters, params, params.get('where') ?? undefined).toString()}`;
  const label = (alternative: SearchAlternative) =>
    DESCRIBED_BY_CHANGES.has(alternative.kind)
      ? t('search.alternatives.changed', {
          count: alternative.total,
          changes: alternativeChanges(chips, searchChips(href(alternative).slice('/ads?'.length), t, lang), t, lang),
        })
      : t(`search.alternatives.${alternative.kind}`, {
          count: alternative.total,
          category: alternative.filters.category ? t(`categories.${alternative.filters.category}`) : '',
          km: alternative.filters.radius,
          city: alternative.filters.city,
        });
  return (
    <div className="empty-state">
      <p className="empty-state__title">
        {chips.length > 0
          ? t('search.noneFor', { what: chips.map((c) => c.label).join(' · ') })
          : t('search.emptyTitle')}
      </p>
      {alternatives.length > 0 ? (
        <>
          <p>{t('search.alternativesTitle')}</p>
          <ul className="empty-state__alternatives">
            {alternatives.map((alternative) => (
              <li key={alternative.kind + (alternative.filters.category ?? '')}>
                <Link to={href(alternative)}>{label(alternative)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('search.emptyText')}</p>
      )}
      {/* Nothing now may be something tomorrow: the same search as an alert, right here (issue 70). */}
      <div className="empty-state__alert">
        {t('search.alertOffer')} <SaveSearchButton query={searchKey(params)} />
      </div>
    </div>
  );
}
