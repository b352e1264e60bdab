import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SEARCH_WORDS_MAX } from '../../../domain/ad';
import type { AdsSearchPresenter } from './AdsSearchPresenter';

/** The words to search for, above the results at every width: on a phone the filters fold away, the words stay. */
export const SearchBox = observer(function SearchBox({ p, onApply }: { p: AdsSearchPresenter; onApply: () => void }) {
  const { t } = useTranslation();
  return (
    <form
      className="search-box"
      role="search"
      aria-label={t('search.words')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <label htmlFor="q" className="visually-hidden">
        {t('search.q')}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        value={p.form.draft.q}
        onChange={(e) => p.form.set('q', e.target.value)}
        placeholder={t('search.qPlaceholder')}
        enterKeyHint="search"
        aria-invalid={p.form.wordsTooLong || undefined}
        aria-describedby={p.form.wordsTooLong ? 'q-error' : undefined}
      />
      <button type="submit" className="button button--primary search-box__button" aria-label={t('search.wordsSubmit')}>
        <svg
          aria-hidden="true"
          focusable="false"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
      </button>
      {p.form.wordsTooLong && (
        <p id="q-error" className="field__error search-box__error" role="alert">
          {t('search.wordsTooLong', { max: SEARCH_WORDS_MAX })}
        </p>
      )}
    </form>
  );
});
