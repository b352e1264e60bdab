import { MyAdLinks } from './MyAdLinks';
import { MyDecisionsSection } from '../decisions/MyDecisionsSection';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { AppPresenter } from '../../app/AppPresenter';
import { AccountPresenter } from '../../layout/AccountPresenter';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Price } from '../../components/ads/Price';
import { AdImage } from '../../components/ads/AdImage';
import { LoadedList } from '../../components/LoadedList';
import { StatusBadge } from './StatusBadge';
import { formatDate } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { UserDashboardPresenter } from './UserDashboardPresenter';
import { PaidActionDialog } from './PaidActionDialog';
import { runtimeLeftDaysOf } from '../../../domain/adLife';

const UserDashboardPage = observer(function UserDashboardPage() {
  const account = useInstance(AccountPresenter);
  const app = useInstance(AppPresenter);
  const p = useInstance(UserDashboardPresenter);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(t('userDashboard.title'));
  useEffect(() => {
    void p.load();
  }, [p]);
  const packageName = (id: string) => app.products.find((pkg) => pkg.id === id)?.name[lang] ?? id;
  // Just published, and waiting for review (moderation, or held by the risk check): said once, without reasons.
  const justSubmitted = (useLocation().state as { published?: string } | null)?.published === 'pending';

  return (
    <div className="dashboard">
      <div className="dashboard__head">
        <div>
          <h1>{t('userDashboard.title')}</h1>
          <p>{t('userDashboard.welcome', { name: account.user?.name ?? '' })}</p>
        </div>
        <Link to="/app/ads/new" className="button button--primary">
          {t('dashboard.newAd')}
        </Link>
      </div>

      {justSubmitted && (
        <p className="notice" role="status">
          {t('userDashboard.inReview')}
        </p>
      )}

      <MyDecisionsSection />

      <section className="card credits" aria-labelledby="credits-title">
        <h2 id="credits-title">{t('dashboard.credits')}</h2>
        <p className="credits__total">{t('dashboard.creditsTotal', { count: p.totalCredits })}</p>
        <p>
          <Link to="/app/billing">{t('dashboard.buyAndInvoices')}</Link>
        </p>
        {p.credits.length > 0 && (
          <ul className="inline-list">
            {p.credits.map((c) => (
              <li key={c.packageId}>
                {t('dashboard.creditsOf', { count: c.credits, name: packageName(c.packageId) })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-ads-title">
        <h2 id="my-ads-title">{t('dashboard.myAds')}</h2>
        <LoadedList
          loading={p.loading}
          errorCode={p.errorCode}
          empty={p.ads.length === 0}
          emptyState={{ title: t('dashboard.noAds'), action: { to: '/app/ads/new', label: t('dashboard.newAd') } }}
        >
          {p.byStatus.map((group) => (
            <section key={group.status} aria-labelledby={`status-${group.status}`} className="status-group">
              <h3 id={`status-${group.status}`}>
                {t(`adStatus.${group.status}`)} <span className="muted">({group.ads.length})</span>
              </h3>
              <ul className="my-ads">
                {group.ads.map((ad) => (
                  <li key={ad.id} className="my-ad">
                    <div className="my-ad__media">
                      {ad.images[0] ? (
                        <AdImage image={ad.images[0]} alt="" sizes="120px" />
                      ) : (
                        <span aria-hidden="true">⌂</span>
                      )}
                    </div>
                    <div className="my-ad__body">
                      <p className="my-ad__title">
                        {/* Every state opens the ad as it looks (visitors see only a live one; its owner always). */}
                        <Link to={`/ads/${ad.id}`}>{ad.title}</Link> <StatusBadge status={ad.status} />
                      </p>
                      <p className="muted">
                        <Price ad={ad} /> · {ad.postalCode} {ad.city}
                        {ad.expiresAt &&
                          ad.status === 'active' &&
                          ` · ${t('dashboard.until', { date: formatDate(ad.expiresAt, lang) })}`}
                        {ad.status === 'paused' &&
                          ` · ${t('dashboard.pausedLeft', { count: runtimeLeftDaysOf(ad, new Date()) ?? 0 })}`}
                      </p>
                      {ad.rejectionReason && ad.status === 'rejected' && (
                        <p className="field__error">{t('dashboard.rejectedBecause', { reason: ad.rejectionReason })}</p>
                      )}
                      {ad.rejectionReason && ad.status === 'changes_requested' && (
                        <p className="notice">
                          {t('dashboard.changesRequestedBecause', { reason: ad.rejectionReason })}
                        </p>
                      )}
                    </div>
                    <div className="my-ad__actions">
                      <MyAdLinks ad={ad} />
                      {ad.status === 'active' && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={p.busyId === ad.id}
                          aria-label={t('dashboard.pauseAd', { title: ad.title })}
                          onClick={() => void p.pause(ad, t('dashboard.paused'), t('errors.INTERNAL'))}
                        >
                          {t('dashboard.pause')}
                        </button>
                      )}
                      {ad.status === 'paused' && (
                        <button
                          type="button"
                          className="button button--primary button--small"
                          disabled={p.busyId === ad.id}
                          aria-label={t('dashboard.resumeAd', { title: ad.title })}
                          onClick={() => void p.resume(ad, t('dashboard.resumed'), t('errors.INTERNAL'))}
                        >
                          {t('dashboard.resume')}
                        </button>
                      )}
                      {['active', 'paused', 'expired'].includes(ad.status) && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={p.busyId === ad.id}
                          aria-label={t('dashboard.extendAd', { title: ad.title })}
                          onClick={() => p.askPaid(ad, 'extend', app.products)}
                        >
                          {t('dashboard.extend')}
                        </button>
                      )}
                      {ad.status === 'active' && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={p.busyId === ad.id}
                          aria-label={t('dashboard.bumpAd', { title: ad.title })}
                          onClick={() => p.askPaid(ad, 'bump', app.products)}
                        >
                          {t('dashboard.bump')}
                        </button>
                      )}
                      {['active', 'paused', 'expired', 'draft', 'rejected', 'changes_requested'].includes(
                        ad.status,
                      ) && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={p.busyId === ad.id}
                          aria-label={t('dashboard.archiveAd', { title: ad.title })}
                          onClick={() => p.askArchive(ad)}
                        >
                          {t('dashboard.archive')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button--danger button--small"
                        disabled={p.busyId === ad.id}
                        aria-label={t('dashboard.deleteAd', { title: ad.title })}
                        onClick={() => p.askDelete(ad)}
                      >
                        {t('dashboard.delete')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </LoadedList>
      </section>

      <ConfirmDialog
        open={p.confirmingArchive !== null}
        title={t('dashboard.archiveTitle')}
        confirmLabel={t('dashboard.archive')}
        busy={p.busyId !== null}
        onConfirm={() => void p.confirmArchive(t('dashboard.archived'), t('errors.INTERNAL'))}
        onCancel={() => p.askArchive(null)}
      >
        <p>
          {t(p.archiveGivesUpRuntime ? 'dashboard.archiveText' : 'dashboard.archiveTextDraft', {
            title: p.confirmingArchive?.title ?? '',
          })}
        </p>
        {p.confirmingArchive?.status === 'active' && <p>{t('dashboard.archiveHint')}</p>}
      </ConfirmDialog>

      <PaidActionDialog p={p} />

      <ConfirmDialog
        open={p.confirmingDelete !== null}
        title={t('dashboard.deleteTitle')}
        confirmLabel={t('dashboard.delete')}
        danger
        busy={p.busyId !== null}
        onConfirm={() => void p.confirmDelete(t('dashboard.deleted'), t('errors.INTERNAL'))}
        onCancel={() => p.askDelete(null)}
      >
        <p>{t('dashboard.deleteText', { title: p.confirmingDelete?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
});

export default UserDashboardPage;
