import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { extendedUntil } from '../../../domain/adLife';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../components/format';
import type { UserDashboardPresenter } from './UserDashboardPresenter';

/** Verlängern or Hochschieben, confirmed: what the seller gets, until when, and which package's credit it costs. */
export const PaidActionDialog = observer(function PaidActionDialog({ p }: { p: UserDashboardPresenter }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const offer = p.confirmingPaid;
  const action = offer?.action ?? 'extend';
  const title = offer?.ad.title ?? '';
  const pkg = offer?.pkg ?? null;
  return (
    <ConfirmDialog
      open={offer !== null}
      title={t(action === 'extend' ? 'dashboard.extendTitle' : 'dashboard.bumpTitle')}
      confirmLabel={t(action === 'extend' ? 'dashboard.extendConfirm' : 'dashboard.bumpConfirm')}
      busy={p.busyId !== null || pkg === null}
      onConfirm={() =>
        void p.confirmPaid(t(action === 'extend' ? 'dashboard.extended' : 'dashboard.bumped'), t('errors.INTERNAL'))
      }
      onCancel={() => p.askPaid(null)}
    >
      {offer && pkg ? (
        <>
          <p>
            {action === 'extend'
              ? t('dashboard.extendText', {
                  title,
                  count: pkg.durationDays,
                  date: formatDate(extendedUntil(offer.ad, pkg.durationDays, new Date()).toISOString(), lang),
                })
              : t('dashboard.bumpText', { title })}
          </p>
          <p>{t('dashboard.paidCost', { name: pkg.name[lang], count: p.totalCredits })}</p>
        </>
      ) : (
        <>
          <p>{t('dashboard.paidNoCredits')}</p>
          <p>
            <Link to={`/app/billing?return=${encodeURIComponent('/app/user_dashboard')}`}>
              {t('dashboard.buyPackage')}
            </Link>
          </p>
        </>
      )}
    </ConfirmDialog>
  );
});
