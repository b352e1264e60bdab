import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/format';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { useFormText } from '../../components/useFormText';
import type { AdminAction } from '../../../domain/adminAction';
import type { AuditLogPresenter } from './AuditLogPresenter';

/** Every admin action, newest first; the table scrolls inside its own region on a phone. */
export const AuditLogSection = observer(function AuditLogSection({ presenter: p }: { presenter: AuditLogPresenter }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  // Codes are kept in the log and said here: a role, a report's status and reason.
  const detail = (entry: AdminAction) => {
    if (entry.action === 'role_changed') return t(`roles.${entry.detail}`);
    if (entry.action === 'report_updated' && entry.detail) return t(`reports.filters.${entry.detail}`);
    if (entry.action === 'dead_letter_retried')
      return t(`admin.deadLetters.queues.${entry.detail}`, { defaultValue: entry.detail });
    return entry.detail;
  };
  const target = (entry: AdminAction) =>
    entry.action === 'report_updated'
      ? t('admin.audit.report', {
          reason: t(`reports.conversationReasons.${entry.targetLabel}`, { defaultValue: entry.targetLabel }),
        })
      : entry.targetLabel;
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{t('admin.audit.title')}</h2>
      {p.loading && <Spinner />}
      <FormAlert message={p.errorCode ? text.errorCode(p.errorCode) : null} />
      {!p.loading && !p.errorCode && p.entries.length === 0 && <p>{t('admin.audit.empty')}</p>}
      {p.entries.length > 0 && (
        // Nothing in the table takes focus, so the region does: a keyboard can scroll it on a phone.
        <div className="table-wrap" tabIndex={0} role="region" aria-label={t('admin.audit.entries')}>
          <table>
            <caption className="visually-hidden">{t('admin.audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.who')}</th>
                <th scope="col">{t('admin.audit.what')}</th>
                <th scope="col">{t('admin.audit.target')}</th>
              </tr>
            </thead>
            <tbody>
              {p.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt, lang)}</td>
                  <td>{entry.adminEmail || t('admin.audit.automated')}</td>
                  <td>
                    {t(`admin.audit.actions.${entry.action}`)}
                    {entry.detail && <span className="muted"> · {detail(entry)}</span>}
                  </td>
                  <td>{target(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
