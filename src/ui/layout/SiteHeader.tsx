import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useInstance } from '../app/ContainerContext';
import { AccountPresenter } from './AccountPresenter';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitch } from './LanguageSwitch';

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
        <HeaderMenu>
          <nav aria-label={t('nav.main')} className="site-nav">
            <NavLink to="/ads">{t('nav.ads')}</NavLink>
            {account.user ? (
              <NavLink to={account.isAdmin ? '/app/admin_dashboard' : '/app/user_dashboard'}>{t('nav.dashboard')}</NavLink>
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
