import { formatPrice, type NumberLanguage } from '../../../domain/numbers';
import { formatDate, formatNumber } from '../../components/format';
import type { AdPage } from '../../../domain/adSearch';
import { withUnderstood } from '../../../domain/understoodSearch';
import { bedroomsSaid, canonicalNumber, draftFromParams, filtersFromParams, paramsFromFilters } from './searchUrl';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One filter of the search as a removable chip: what it says, and the search without it. */
export interface SearchChip {
  id: string;
  label: string;
  without: string;
}

const range = (
  min: number | null,
  max: number | null,
  show: (n: number) => string,
  t: Translate,
  unit: string,
  prefix = 'chips',
) =>
  (min !== null && max !== null
    ? t(`${prefix}.between`, { min: show(min), max: show(max), unit })
    : min !== null
      ? t(`${prefix}.from`, { value: show(min), unit })
      : t(`${prefix}.upTo`, { value: show(max!), unit })
  ).trim();

/**
 * Every filter the URL sets, as a chip (issue 41): what the words were read as ("Berlin", "3–3,5 Zimmer",
 * "bis 1.200 €") and what was chosen in the filters alike, since after a search both are ordinary filters in the URL.
 * Removing a chip is the same search without it. The order, the view and the pages are no chips.
 */
export function searchChips(search: string, t: Translate, lang: NumberLanguage): SearchChip[] {
  const params = new URLSearchParams(search);
  const draft = draftFromParams(params, lang);
  const number = (key: string) => canonicalNumber(params.get(key));
  const without = (...keys: string[]) => {
    const copy = new URLSearchParams(params);
    for (const key of [...keys, 'pages']) copy.delete(key);
    return copy.toString();
  };
  const chips: SearchChip[] = [];
  const add = (id: string, label: string, ...keys: string[]) => chips.push({ id, label, without: without(...keys) });
  if (draft.q) add('q', t('chips.words', { words: draft.q }), 'q');
  if (draft.category) add('category', t(`categories.${draft.category}`), 'category');
  if (draft.propertyType) add('propertyType', t(`propertyTypes.${draft.propertyType}`), 'propertyType');
  if (draft.where)
    add(
      'where',
      draft.radius && draft.lat ? t('chips.around', { place: draft.where, km: draft.radius }) : draft.where,
      'where',
      'city',
      'postalCode',
      'lat',
      'lon',
      'radius',
    );
  const rooms = [number('minRooms'), number('maxRooms')] as const;
  const bedrooms = bedroomsSaid(params);
  const roomsLabel = range(rooms[0], rooms[1], (n) => formatNumber(n, lang), t, t('chips.rooms'));
  if (rooms[0] !== null || rooms[1] !== null)
    add(
      'rooms',
      // "2 Schlafzimmer = ab 3 Zimmer": what was said, and what it means here (issue 70).
      bedrooms === undefined ? roomsLabel : t('chips.bedrooms', { count: bedrooms, rooms: roomsLabel }),
      'minRooms',
      'maxRooms',
      'bedrooms',
    );
  const prices = [number('minPrice'), number('maxPrice')] as const;
  if (prices[0] !== null || prices[1] !== null) {
    const price = range(prices[0], prices[1], (n) => formatPrice(Math.round(n * 100), lang), t, '');
    add('price', draft.warm ? t('chips.warm', { price }) : price, 'minPrice', 'maxPrice', 'warm');
  }
  const areas = [number('minArea'), number('maxArea')] as const;
  if (areas[0] !== null || areas[1] !== null)
    add(
      'area',
      range(areas[0], areas[1], (n) => formatNumber(n, lang), t, 'm²'),
      'minArea',
      'maxArea',
    );
  const years = [number('minYear'), number('maxYear')] as const;
  if (years[0] !== null || years[1] !== null)
    add('year', range(years[0], years[1], String, t, '', 'chips.year'), 'minYear', 'maxYear');
  for (const feature of draft.features) {
    const copy = new URLSearchParams(params);
    copy.delete('features');
    for (const other of draft.features) if (other !== feature) copy.append('features', other);
    copy.delete('pages');
    chips.push({ id: `feature-${feature}`, label: t(`features.${feature}`), without: copy.toString() });
  }
  if (draft.energyClass) add('energyClass', t('search.energyClassAtLeast', { c: draft.energyClass }), 'energyClass');
  if (draft.availableBy)
    add('availableBy', t('chips.availableBy', { date: formatDate(draft.availableBy, lang) }), 'availableBy');
  if (draft.commissionFree) add('commissionFree', t('search.commissionFree'), 'commissionFree');
  if (draft.sellerType) add('sellerType', t(`sellerTypes.${draft.sellerType}`), 'sellerType');
  if (draft.bbox) add('bbox', t('chips.bbox'), 'bbox');
  if (draft.area) add('area', t('chips.area'), 'area');
  return chips;
}

/**
 * The URL's search with what the server read from its words written as ordinary filters (q keeps only the words
 * left), so the chips, Back, saved searches and alerts see plain filters; null when the words said nothing.
 */
export function searchWithUnderstood(search: string, understood: AdPage['understood']): string | null {
  if (!understood || understood.parts.length === 0) return null;
  const params = new URLSearchParams(search);
  const filters = withUnderstood(filtersFromParams(params), understood);
  const next = paramsFromFilters(filters, params);
  return next.toString();
}

/**
 * What an alternative's search says differently from the search made: its filters that are new or changed, and for
 * each filter it drops, what that leaves ("überall", "beliebiger Preis").
 */
export function alternativeChanges(
  made: SearchChip[],
  offered: SearchChip[],
  t: (key: string, options?: Record<string, unknown>) => string,
  lang: 'de' | 'en',
): string {
  const madeLabels = new Map(made.map((chip) => [chip.id, chip.label]));
  const offeredIds = new Set(offered.map((chip) => chip.id));
  const added = offered.filter((chip) => madeLabels.get(chip.id) !== chip.label).map((chip) => chip.label);
  const dropped = made
    .filter((chip) => !offeredIds.has(chip.id))
    .map((chip) =>
      chip.id.startsWith('feature-')
        ? t('search.alternatives.droppedFeature', { feature: lang === 'en' ? chip.label.toLowerCase() : chip.label })
        : t(`search.alternatives.dropped.${DROPPED_KEYS.has(chip.id) ? chip.id : 'other'}`),
    );
  return [...added, ...new Set(dropped)].join(' · ');
}
const DROPPED_KEYS = new Set(['q', 'category', 'propertyType', 'where', 'rooms', 'price', 'area']);
