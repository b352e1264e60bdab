import { useTranslation } from 'react-i18next';
import { searchChips } from './searchChips';

interface Props {
  search: string;
  lang: 'de' | 'en';
  onRemove: (search: string) => void;
}

/**
 * The search's filters as removable chips ("Berlin ×", "3–3,5 Zimmer ×", "bis 1.200 € ×"): what the words were read
 * as and what was chosen in the filters. On phones the row scrolls sideways instead of growing tall.
 */
export function SearchChips({ search, lang, onRemove }: Props) {
  const { t } = useTranslation();
  const chips = searchChips(search, t, lang);
  if (chips.length === 0) return null;
  return (
    <ul className="search-chips" aria-label={t('chips.label')}>
      {chips.map((chip) => (
        <li key={chip.id} className="search-chips__chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="search-chips__remove"
            aria-label={t('chips.remove', { label: chip.label })}
            onClick={() => onRemove(chip.without)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
