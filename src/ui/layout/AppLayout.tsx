import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { Spinner } from '../components/Spinner';
import { useInstance } from '../app/ContainerContext';
import { AccountPresenter } from './AccountPresenter';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuUnreadBadge, MessagesNavItem } from './MessagesNavItem';
import { DemoBanner } from './DemoBanner';
import { DeviceNotices } from './DeviceNotices';
import { SiteFooter } from './SiteFooter';

/** The signed-in area's frame: navigation, language, the account and logout. */
export const AppLayout = observer(function AppLayout() {
  const account = useInstance(AccountPresenter);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <DemoBanner />
      <DeviceNotices />
      <header className="site-header site-header--app">
        <div className="container site-header__inner">
          <Link to="/" className="brand">
            <span className="brand__mark" aria-hidden="true">
              ⌂
            </span>
            <span>{t('app.name')}</span>
          </Link>
          <HeaderMenu badge={<MenuUnreadBadge />}>
            <nav aria-label={t('nav.app')} className="site-nav">
              {account.isAdmin && <NavLink to="/app/admin_dashboard">{t('nav.adminDashboard')}</NavLink>}
              {account.isAdmin && <NavLink to="/app/admin/reports">{t('nav.reports')}</NavLink>}
              <NavLink to="/app/user_dashboard">{t('nav.userDashboard')}</NavLink>
              <NavLink to="/app/ads/new">{t('nav.newAd')}</NavLink>
              <MessagesNavItem />
              <NavLink to="/app/viewings">{t('nav.viewings')}</NavLink>
              <NavLink to="/app/applications">{t('nav.applications')}</NavLink>
              <NavLink to="/app/favorites">{t('nav.favorites')}</NavLink>
              <NavLink to="/app/billing">{t('nav.billing')}</NavLink>
              <NavLink to="/app/profile">{t('nav.profile')}</NavLink>
              <NavLink to="/ads">{t('nav.ads')}</NavLink>
            </nav>
            <LanguageSwitch />
            <div className="account-menu">
              <span className="account-menu__name">
                {account.user ? `${account.user.name} ${account.user.lastname}` : ''}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={async () => {
                  await account.logout();
                  navigate('/auth/login', { replace: true });
                }}
              >
                {t('nav.logout')}
              </button>
            </div>
          </HeaderMenu>
        </div>
      </header>
      <main id="main" className="container page" tabIndex={-1}>
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
});
