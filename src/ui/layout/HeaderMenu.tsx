import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The header's navigation, language switch and account: in one row on wide screens, behind a menu button on narrow
 * ones (the header stays one row high). A new page closes the menu.
 */
export function HeaderMenu({ children, badge = null }: { children: ReactNode; badge?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className="menu-toggle button button--secondary button--small"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> {t('nav.menu')}
        {badge}
      </button>
      <div id="site-menu" className={`site-header__menu${open ? ' site-header__menu--open' : ''}`}>
        {children}
      </div>
    </>
  );
}
