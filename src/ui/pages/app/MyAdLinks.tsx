import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Ad } from '../../../domain/ad';

/**
 * The pages of one of my ads, from the dashboard: editing (also while it is being reviewed: it stays in review; not
 * while paused), its figures once it was published, and its viewings and applications while it is online or paused.
 */
export function MyAdLinks({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const links = [
    ad.status !== 'paused' && { to: 'edit', label: 'dashboard.edit', named: 'dashboard.editAd' },
    ad.publishedAt && { to: 'stats', label: 'dashboard.stats', named: 'dashboard.statsOf' },
    ...(ad.status === 'active' || ad.status === 'paused'
      ? [
          { to: 'viewings', label: 'dashboard.viewings', named: 'dashboard.viewingsOf' },
          { to: 'applications', label: 'dashboard.applications', named: 'dashboard.applicationsOf' },
        ]
      : []),
  ].filter((link) => link !== false && link !== null && link !== undefined && link !== '');
  return (
    <>
      {links.map((link) => (
        <Link
          key={link.to}
          to={`/app/ads/${ad.id}/${link.to}`}
          className="button button--secondary button--small"
          aria-label={t(link.named, { title: ad.title })}
        >
          {t(link.label)}
        </Link>
      ))}
    </>
  );
}
