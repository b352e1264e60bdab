import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          © {new Date().getFullYear()} {t('app.name')}
        </p>
        <nav aria-label={t('nav.legal')}>
          <ul className="inline-list">
            <li>
              <Link to="/impressum">{t('legal.impressum.title')}</Link>
            </li>
            <li>
              <Link to="/datenschutz">{t('legal.datenschutz.title')}</Link>
            </li>
            <li>
              <Link to="/agb">{t('legal.agb.title')}</Link>
            </li>
            <li>
              <Link to="/widerrufsbelehrung">{t('legal.widerrufsbelehrung.title')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
