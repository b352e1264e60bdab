import type { TFunction } from 'i18next';
import type { NumberLanguage } from '../../../domain/numbers';
import { draftFromParams } from '../ads/searchUrl';

/** A saved search's name made from its filters, as a person would say it: "Wohnung mieten · Berlin + 5 km · bis 1.500 €". */
export function searchName(params: URLSearchParams, t: TFunction, lang: NumberLanguage): string {
  const draft = draftFromParams(params, lang);
  const where = draft.where.trim();
  const parts = [
    draft.category ? t(`categories.${draft.category}`) : t('searches.anyProperty'),
    where ? (draft.radius && draft.lat ? `${where} + ${draft.radius} km` : where) : null,
    draft.minPrice && draft.maxPrice
      ? t('searches.priceBetween', { min: draft.minPrice, max: draft.maxPrice })
      : draft.maxPrice
        ? t('searches.priceTo', { price: draft.maxPrice })
        : draft.minPrice
          ? t('searches.priceFrom', { price: draft.minPrice })
          : null,
    draft.minRooms ? t('searches.roomsFrom', { rooms: draft.minRooms }) : null,
    draft.minArea ? t('searches.areaFrom', { area: draft.minArea }) : null,
    draft.q.trim() ? `„${draft.q.trim()}“` : null,
  ].filter((part): part is string => part !== null);
  const name = parts.join(' · ');
  return name.length <= 120 ? name : `${name.slice(0, 119)}…`;
}
