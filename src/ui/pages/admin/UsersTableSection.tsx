import { GroundField } from './GroundField';
import { TextAreaField } from '../../components/TextAreaField';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../domain/user';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { formatDate } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import type { AdminUsersPresenter } from './AdminUsersPresenter';

interface Props {
  presenter: AdminUsersPresenter;
  /** After a saved change (blocking someone takes their ads offline: the figures change). */
  onChanged: () => void;
}

export const UsersTableSection = observer(function UsersTableSection({ presenter: p, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const pending = p.pending;
  const fullName = pending ? `${pending.user.name} ${pending.user.lastname}` : '';
  const dialogTitle =
    pending?.kind === 'role'
      ? t('admin.roleTitle', { name: fullName, role: t(`roles.${pending.role}`) })
      : t(pending?.kind === 'unblock' ? 'admin.unblockTitle' : 'admin.blockTitle', { name: fullName });
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">{t('admin.usersTable')}</h2>
      <div className="field users-search">
        <label htmlFor="user-search">{t('admin.searchUsers')}</label>
        <input id="user-search" type="search" value={p.query} onChange={(e) => p.setQuery(e.target.value)} />
      </div>
      {p.errorCode && (
        <p role="alert" className="alert alert--danger">
          {text.errorCode(p.errorCode)}
        </p>
      )}
      <div className="table-wrap" aria-busy={p.loading}>
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
                  <select
                    id={`role-${u.id}`}
                    value={u.authId.role}
                    disabled={p.isSelf(u)}
                    onChange={(e) => p.ask({ kind: 'role', user: u, role: e.target.value as Role })}
                  >
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
                      aria-label={t(u.blocked ? 'admin.unblockUser' : 'admin.blockUser', {
                        name: `${u.name} ${u.lastname}`,
                      })}
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
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={p.page <= 1}
          onClick={() => p.goToPage(p.page - 1)}
        >
          {t('admin.previous')}
        </button>
        <span aria-live="polite">{t('admin.pageOf', { page: p.page, pages: p.pageCount, total: p.total })}</span>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={p.page >= p.pageCount}
          onClick={() => p.goToPage(p.page + 1)}
        >
          {t('admin.next')}
        </button>
      </nav>
      <ConfirmDialog
        open={pending !== null}
        title={dialogTitle}
        confirmLabel={
          pending?.kind === 'block'
            ? t('admin.block')
            : pending?.kind === 'unblock'
              ? t('admin.unblock')
              : t('admin.changeRole')
        }
        danger={pending?.kind === 'block'}
        busy={p.action.submitting}
        onCancel={() => p.ask(null)}
        onConfirm={() => void p.confirm({ saved: t('admin.saved') }).then((ok) => ok && onChanged())}
      >
        {pending?.kind === 'block' && (
          <>
            <p>{t('admin.blockText')}</p>
            <GroundField
              id="block-ground"
              kind="account_blocked"
              value={p.blockGround}
              onChange={(g) => p.setBlockGround(g)}
            />
            <TextAreaField
              id="block-reason"
              label={t('admin.reason')}
              hint={t('admin.blockReasonHint')}
              rows={3}
              value={p.blockReason}
              onValueChange={(v) => p.setBlockReason(v)}
              error={text.fieldError(p.action.failure.fieldErrors.reason)}
              required
            />
          </>
        )}
        <FormAlert message={text.errorCode(p.action.failure.errorCode)} />
      </ConfirmDialog>
    </section>
  );
});
