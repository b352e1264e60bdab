import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { placeLabel } from '../../../domain/place';
import type { AdsSearchPresenter } from './AdsSearchPresenter';

/**
 * "Ort oder PLZ" with suggestions (ARIA combobox): arrow keys move through the places, Enter picks one, Escape closes
 * the list. A picked place brings its point, which the radius needs.
 */
export const PlaceField = observer(function PlaceField({ p }: { p: AdsSearchPresenter }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(-1);
  const open = p.places.list.length > 0;
  const pick = (index: number) => {
    const place = p.places.list[index];
    if (place) p.places.choose(place);
    setActive(-1);
  };
  return (
    <div className="field combobox">
      <label htmlFor="where">{t('search.where')}</label>
      <p id="where-hint" className="field__hint">
        {t('search.whereHint')}
      </p>
      <input
        id="where"
        name="where"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls="where-places"
        aria-describedby="where-hint"
        aria-activedescendant={open && active >= 0 ? `where-place-${active}` : undefined}
        value={p.form.draft.where}
        onChange={(e) => {
          setActive(-1);
          p.places.type(e.target.value);
        }}
        onBlur={() => p.places.close()}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + p.places.list.length) % p.places.list.length);
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            pick(active);
          } else if (e.key === 'Escape') {
            p.places.close();
          }
        }}
      />
      <ul id="where-places" role="listbox" aria-label={t('search.places')} className="combobox__list" hidden={!open}>
        {p.places.list.map((place, index) => (
          <li
            key={`${place.country}-${place.postalCode}-${place.name}`}
            id={`where-place-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // Before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(index);
            }}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
    </div>
  );
});
