import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useInstance } from '../app/ContainerContext';
import { SavedAdsPresenter } from '../components/favorites/SavedAdsPresenter';
import { useHydrated } from '../components/useHydrated';
import { AccountPresenter } from './AccountPresenter';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuUnreadBadge, MessagesNavItem } from './MessagesNavItem';

export const SiteHeader = observer(function SiteHeader() {
  const account = useInstance(AccountPresenter);
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ⌂
          </span>
          <span>{t('app.name')}</span>
        </Link>
        <HeaderMenu badge={account.user ? <MenuUnreadBadge /> : null}>
          <nav aria-label={t('nav.main')} className="site-nav">
            <NavLink to="/ads">{t('nav.ads')}</NavLink>
            <FavoritesLink />
            {account.user ? (
              <>
                <MessagesNavItem />
                <NavLink to={account.isAdmin ? '/app/admin_dashboard' : '/app/user_dashboard'}>
                  {t('nav.dashboard')}
                </NavLink>
              </>
            ) : (
              <>
                <NavLink to="/auth/login">{t('nav.login')}</NavLink>
                <Link to="/auth/register" className="button button--primary button--small">
                  {t('nav.register')}
                </Link>
              </>
            )}
          </nav>
          <LanguageSwitch />
        </HeaderMenu>
      </div>
    </header>
  );
});

/** "Merkliste" with how many ads it holds (known in the browser only, so shown after hydration). */
const FavoritesLink = observer(function FavoritesLink() {
  const saved = useInstance(SavedAdsPresenter);
  const { t } = useTranslation();
  const count = useHydrated() ? saved.count : 0;
  return (
    <NavLink to="/app/favorites">
      {t('nav.favorites')}
      {count > 0 && (
        <span className="badge nav-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('favorites.count', { count })}</span>
        </span>
      )}
    </NavLink>
  );
});
