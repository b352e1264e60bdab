import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../app/ContainerContext';
import { useHydrated } from '../useHydrated';
import { SavedAdsPresenter } from './SavedAdsPresenter';

/**
 * The heart: "Merken" with its pressed state. The server does not know a visitor's list, so the page comes with every
 * heart unpressed and shows the saved ones once the browser has taken over (both first renders agree).
 */
export const FavoriteButton = observer(function FavoriteButton({
  adId,
  describedBy,
  variant = 'card',
}: {
  adId: string;
  describedBy?: string;
  variant?: 'card' | 'page';
}) {
  const { t } = useTranslation();
  const saved = useInstance(SavedAdsPresenter);
  const hydrated = useHydrated();
  const pressed = hydrated && saved.isSaved(adId);
  return (
    <button
      type="button"
      className={`favorite-button favorite-button--${variant}`}
      aria-pressed={pressed}
      // Named "Merken" everywhere; on a card, the ad's title says which ad.
      aria-describedby={describedBy}
      onClick={() =>
        void saved.toggle(adId, {
          saved: t('favorites.saved'),
          removed: t('favorites.removed'),
          failed: (code) => (code === 'FAVORITES_FULL' ? t('errors.FAVORITES_FULL') : t('favorites.failed')),
        })
      }
    >
      <svg className="favorite-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className={variant === 'card' ? 'visually-hidden' : undefined}>{t('favorites.save')}</span>
    </button>
  );
});
