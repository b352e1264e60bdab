import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROLES, type Role } from '../../../domain/user';
import { useInstance } from '../../app/ContainerContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { Price } from '../../components/ads/Price';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { formatDate, formatPrice } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AdminDashboardPresenter } from './AdminDashboardPresenter';
import { LatestUsersPresenter } from './LatestUsersPresenter';

const AdminDashboardPage = observer(function AdminDashboardPage() {
  const latest = useInstance(LatestUsersPresenter);
  const p = useInstance(AdminDashboardPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(t('adminDashboard.title'));
  useEffect(() => {
    void latest.load();
    void p.load();
    return () => p.dispose();
  }, [latest, p]);

  const pending = p.pending;
  const dialogTitle =
    pending?.kind === 'block'
      ? t('admin.blockTitle', { name: `${pending.user.name} ${pending.user.lastname}` })
      : pending?.kind === 'unblock'
        ? t('admin.unblockTitle', { name: `${pending.user.name} ${pending.user.lastname}` })
        : pending?.kind === 'role'
          ? t('admin.roleTitle', { name: `${pending.user.name} ${pending.user.lastname}`, role: t(`roles.${pending.role}`) })
          : t('admin.rejectTitle');

  return (
    <div className="stack-large">
      <h1>{t('adminDashboard.title')}</h1>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="visually-hidden">
          {t('admin.figures')}
        </h2>
        <dl className="figures">
          <div className="figure">
            <dt>{t('admin.users')}</dt>
            <dd>{p.stats?.users ?? '–'}</dd>
          </div>
          <div className="figure">
            <dt>{t('admin.activeAds')}</dt>
            <dd>{p.stats?.activeAds ?? '–'}</dd>
          </div>
          <div className="figure">
            <dt>{t('admin.pendingAds')}</dt>
            <dd>{p.stats?.pendingAds ?? '–'}</dd>
          </div>
          <div className="figure">
            <dt>{t('admin.revenue')}</dt>
            <dd>{p.stats ? formatPrice(p.stats.revenueCents, lang) : '–'}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="latest-title">
        <h2 id="latest-title">{t('adminDashboard.latestUsers')}</h2>
        {latest.loading && <Spinner />}
        {latest.failed && <p role="alert">{t('errors.NETWORK_ERROR')}</p>}
        {!latest.loading && !latest.failed && (
          <ul className="latest-users">
            {latest.recentImmobilien.map((u) => (
              <li key={u.id}>
                <strong>
                  {u.name} {u.lastname}
                </strong>{' '}
                <span className="muted">
                  {u.email} · {formatDate(u.createdAt, lang)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="moderation-title">
        <h2 id="moderation-title">{t('admin.moderation', { count: p.queue.length })}</h2>
        {p.queue.length === 0 ? (
          <p className="muted">{t('admin.queueEmpty')}</p>
        ) : (
          <ul className="my-ads">
            {p.queue.map((ad) => (
              <li key={ad.id} className="my-ad">
                <div className="my-ad__body">
                  <p className="my-ad__title">{ad.title}</p>
                  <p className="muted">
                    <Price ad={ad} /> · {t(`categories.${ad.category}`)} · {ad.postalCode} {ad.city} · {t('adForm.imageCount', { count: ad.images.length })}
                  </p>
                  <p className="moderation__text">{ad.description}</p>
                </div>
                <div className="my-ad__actions">
                  <button type="button" className="button button--primary button--small" onClick={() => void p.approve(ad, { approved: t('admin.approved'), failed: t('errors.INTERNAL') })} aria-label={t('admin.approveAd', { title: ad.title })}>
                    {t('admin.approve')}
                  </button>
                  <button type="button" className="button button--danger button--small" onClick={() => p.ask({ kind: 'reject', ad })} aria-label={t('admin.rejectAd', { title: ad.title })}>
                    {t('admin.reject')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="users-title">
        <h2 id="users-title">{t('admin.usersTable')}</h2>
        <div className="field users-search">
          <label htmlFor="user-search">{t('admin.searchUsers')}</label>
          <input id="user-search" type="search" value={p.query} onChange={(e) => p.setQuery(e.target.value)} />
        </div>
        {p.usersErrorCode && (
          <p role="alert" className="alert alert--danger">
            {text.errorCode(p.usersErrorCode)}
          </p>
        )}
        <div className="table-wrap" aria-busy={p.loadingUsers}>
          <table className="users-table">
            <caption className="visually-hidden">{t('admin.usersTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.name')}</th>
                <th scope="col">{t('fields.email')}</th>
                <th scope="col">{t('fields.role')}</th>
                <th scope="col">{t('admin.status')}</th>
                <th scope="col">{t('fields.createdAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {p.users.map((u) => (
                <tr key={u.id}>
                  <td>
                    {u.name} {u.lastname}
                  </td>
                  <td>{u.email}</td>
                  <td>
                    <label className="visually-hidden" htmlFor={`role-${u.id}`}>
                      {t('admin.roleOf', { name: `${u.name} ${u.lastname}` })}
                    </label>
                    <select id={`role-${u.id}`} value={u.authId.role} disabled={p.isSelf(u)} onChange={(e) => p.ask({ kind: 'role', user: u, role: e.target.value as Role })}>
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`roles.${r}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{u.blocked ? t('admin.blocked') : u.activated ? t('admin.active') : t('admin.notActivated')}</td>
                  <td>{formatDate(u.createdAt, lang)}</td>
                  <td>
                    {!p.isSelf(u) && (
                      <button
                        type="button"
                        className={`button button--small ${u.blocked ? 'button--secondary' : 'button--danger'}`}
                        onClick={() => p.ask({ kind: u.blocked ? 'unblock' : 'block', user: u })}
                        aria-label={t(u.blocked ? 'admin.unblockUser' : 'admin.blockUser', { name: `${u.name} ${u.lastname}` })}
                      >
                        {u.blocked ? t('admin.unblock') : t('admin.block')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav className="pagination" aria-label={t('admin.pagination')}>
          <button type="button" className="button button--secondary button--small" disabled={p.page <= 1} onClick={() => p.goToPage(p.page - 1)}>
            {t('admin.previous')}
          </button>
          <span aria-live="polite">{t('admin.pageOf', { page: p.page, pages: p.pageCount, total: p.total })}</span>
          <button type="button" className="button button--secondary button--small" disabled={p.page >= p.pageCount} onClick={() => p.goToPage(p.page + 1)}>
            {t('admin.next')}
          </button>
        </nav>
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={dialogTitle}
        confirmLabel={pending?.kind === 'block' ? t('admin.block') : pending?.kind === 'unblock' ? t('admin.unblock') : pending?.kind === 'reject' ? t('admin.reject') : t('admin.changeRole')}
        danger={pending?.kind === 'block' || pending?.kind === 'reject'}
        busy={p.action.submitting}
        onCancel={() => p.ask(null)}
        onConfirm={() => void p.confirm({ saved: t('admin.saved') })}
      >
        {pending?.kind === 'block' && <p>{t('admin.blockText')}</p>}
        {pending?.kind === 'reject' && (
          <TextAreaField id="reject-reason" label={t('admin.reason')} hint={t('admin.reasonHint')} rows={4} value={p.rejectReason} onValueChange={(v) => p.setRejectReason(v)} error={text.fieldError(p.action.failure.fieldErrors.reason)} required />
        )}
        <FormAlert message={text.errorCode(p.action.failure.errorCode)} />
      </ConfirmDialog>
      <p>
        <Link to="/ads">{t('nav.ads')}</Link>
      </p>
    </div>
  );
});

export default AdminDashboardPage;
