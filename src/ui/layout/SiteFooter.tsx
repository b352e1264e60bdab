import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LEGAL_DOCUMENTS } from '../../domain/legalDocuments';

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
            {LEGAL_DOCUMENTS.map((document) => (
              <li key={document}>
                <Link to={`/${document}`}>{t(`legal.${document}.title`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/transparenz">{t('transparency.title')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
