import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  REPORT_OUTCOMES,
  REPORT_STATUSES,
  type Report,
  type ReportOutcome,
  type ReportStatus,
} from '../../../domain/report';
import { useInstance } from '../../app/ContainerContext';
import { formatDateTime } from '../../components/format';
import { LoadedList } from '../../components/LoadedList';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { usePageTitle } from '../../components/usePageTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { useFormText } from '../../components/useFormText';
import { AdminReportsPresenter, draftOf, type ReportFilter } from './AdminReportsPresenter';
import { GroundField } from './GroundField';
import '../messages/messages.css';
import './reports.css';

const FILTERS: ReportFilter[] = [...REPORT_STATUSES, 'all'];

/** Meldungen: reported ads and conversations, open → in review → resolved, each with the moderators' note. */
const AdminReportsPage = observer(function AdminReportsPage() {
  const p = useInstance(AdminReportsPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  usePageTitle(t('reports.title'));
  useEffect(() => {
    void p.load();
  }, [p]);
  return (
    <div className="stack">
      <h1>{t('reports.title')}</h1>
      <SelectField
        id="report-filter"
        label={t('reports.show')}
        value={p.filter}
        onValueChange={(v) => void p.load(v as ReportFilter)}
        options={FILTERS.map((f) => ({ value: f, label: t(`reports.filters.${f}`) }))}
      />
      <LoadedList
        loading={p.loading}
        errorCode={p.errorCode}
        empty={p.reports.length === 0}
        emptyState={{
          title: t('reports.empty'),
          action: { to: '/app/admin_dashboard', label: t('nav.adminDashboard') },
        }}
      >
        <ul className="reports" aria-label={t('reports.title')}>
          {p.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} p={p} />
            </li>
          ))}
        </ul>
      </LoadedList>
      <ConfirmDialog
        open={p.takingDown !== null}
        title={t('reports.takeDownTitle', { title: p.takingDown?.ad?.title ?? '' })}
        confirmLabel={t('reports.takeDown')}
        danger
        busy={p.takeDown.submitting}
        onCancel={() => p.askTakeDown(null)}
        onConfirm={() => void p.confirmTakeDown()}
      >
        <GroundField
          id="take-down-ground"
          kind="ad_taken_down"
          value={p.takeDownGround}
          onChange={(g) => p.setTakeDownGround(g)}
        />
        <TextAreaField
          id="take-down-reason"
          label={t('admin.reason')}
          hint={t('reports.takeDownHint')}
          rows={4}
          value={p.takeDownReason}
          onValueChange={(v) => p.setTakeDownReason(v)}
          error={text.fieldError(p.takeDown.failure.fieldErrors.reason)}
          required
        />
        <FormAlert message={text.errorCode(p.takeDown.failure.errorCode)} />
      </ConfirmDialog>
    </div>
  );
});

const ReportCard = observer(function ReportCard({ report, p }: { report: Report; p: AdminReportsPresenter }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const draft = p.drafts[report.id] ?? draftOf(report);
  const messages = p.conversations[report.id];
  const headingId = `report-${report.id}`;
  const reason =
    report.subject === 'ad'
      ? t(`reportReasons.${report.reason}`, { defaultValue: report.reason })
      : t(`reports.conversationReasons.${report.reason}`, { defaultValue: report.reason });
  return (
    <article className="card report-card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`reports.subjects.${report.subject}`)}:{' '}
        {report.ad ? (
          <Link to={`/ads/${report.ad.id}`}>{report.ad.title}</Link>
        ) : report.evidence?.ad ? (
          `${report.evidence.ad.title} (${t('reports.adGone')})`
        ) : (
          t('reports.adGone')
        )}
      </h2>
      <p>
        <span className={`badge badge--${report.status}`}>
          {t(`reports.filters.${report.outcome === 'dismissed' ? 'dismissed' : report.status}`)}
        </span>{' '}
        {reason} · {formatDateTime(report.createdAt, lang)} · {report.reporter?.name ?? t('reports.visitor')}
      </p>
      {report.details && <blockquote className="report-card__details">{report.details}</blockquote>}
      {report.evidence?.ad && (
        <details className="report-card__evidence">
          <summary>{t('reports.asReported')}</summary>
          <p>
            <strong>{report.evidence.ad.title}</strong> · {report.evidence.ad.postalCode} {report.evidence.ad.city}
            {report.evidence.ad.seller && ` · ${t('reports.seller', { name: report.evidence.ad.seller })}`}
          </p>
          <p className="ad-details__description">{report.evidence.ad.description}</p>
        </details>
      )}
      {report.subject === 'ad' &&
        report.ad &&
        (p.takenDownAdIds.includes(report.ad.id) ? (
          <p role="status">{t('reports.takenDown')}</p>
        ) : (
          <p>
            <button type="button" className="button button--danger button--small" onClick={() => p.askTakeDown(report)}>
              {t('reports.takeDown')}
            </button>
          </p>
        ))}
      {report.conversationId &&
        (messages ? (
          <ol className="messages messages--review" aria-label={t('reports.conversation')}>
            {messages.map((m, i) => (
              <li key={i} className={`message ${m.author === 'seller' ? 'message--mine' : 'message--theirs'}`}>
                <strong>{`${m.authorName ?? t('messages.deletedUser')} (${t(`reports.authors.${m.author}`)})`}</strong>
                <p className="message__text">{m.body}</p>
                <time className="message__time" dateTime={m.createdAt}>
                  {formatDateTime(m.createdAt, lang)}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void p.showConversation(report.id)}
          >
            {t('reports.readConversation')}
          </button>
        ))}
      <form
        noValidate
        className="report-card__form"
        onSubmit={(e) => {
          e.preventDefault();
          void p.save(report.id);
        }}
      >
        {/* A resolved report's outcome stands (its reporter was told); only its note changes. */}
        {report.status === 'resolved' ? (
          <p>{t(`reports.resolvedAs.${report.outcome ?? 'actioned'}`)}</p>
        ) : (
          <SelectField
            id={`status-${report.id}`}
            label={t('reports.status')}
            value={draft.status}
            onValueChange={(v) => p.edit(report.id, { status: v as ReportStatus })}
            options={REPORT_STATUSES.map((s) => ({ value: s, label: t(`reports.filters.${s}`) }))}
          />
        )}
        {draft.status === 'resolved' && report.status !== 'resolved' && (
          <SelectField
            id={`outcome-${report.id}`}
            label={t('reports.outcome')}
            value={draft.outcome}
            onValueChange={(v) => p.edit(report.id, { outcome: v as ReportOutcome })}
            options={REPORT_OUTCOMES.map((o) => ({ value: o, label: t(`reports.outcomes.${o}`) }))}
          />
        )}
        <TextAreaField
          id={`note-${report.id}`}
          label={t(
            draft.outcome === 'dismissed' && draft.status === 'resolved' ? 'reports.dismissalNote' : 'reports.note',
          )}
          rows={2}
          limit={4000}
          value={draft.note}
          onValueChange={(v) => p.edit(report.id, { note: v })}
        />
        <button type="submit" className="button button--primary button--small" disabled={p.savingId === report.id}>
          {t('reports.save')}
        </button>
        {p.savedId === report.id && <p role="status">{t('reports.saved')}</p>}
      </form>
    </article>
  );
});

export default AdminReportsPage;
