import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ObjectReport, TransferReport } from '../../../domain/openImmo';
import { useInstance } from '../../app/ContainerContext';
import { FieldFrame } from '../../components/FieldFrame';
import { FormAlert } from '../../components/FormAlert';
import { formatDateTime } from '../../components/format';
import { LoadedList } from '../../components/LoadedList';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { OpenImmoPresenter, outcomeCounts } from './OpenImmoPresenter';

/** Seller area: an agent's OpenImmo export in, and what became of each object (issue 72). */
const OpenImmoPage = observer(function OpenImmoPage() {
  const p = useInstance(OpenImmoPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const fileInput = useRef<HTMLInputElement>(null);
  usePageTitle(t('openimmo.title'));
  useEffect(() => {
    void p.load();
  }, [p]);
  const { failure } = p.submission;
  const fileError = p.refusal
    ? t(`openimmo.refusals.${p.refusal}`, { defaultValue: failure.errorMessage ?? '' })
    : text.fieldError(failure.fieldErrors.file, 'openimmo');
  const general = p.refusal || failure.fieldErrors.file ? null : text.errorCode(failure.errorCode);

  return (
    <div className="stack">
      <div className="dashboard__head">
        <h1>{t('openimmo.title')}</h1>
        <Link to="/app/user_dashboard">{t('nav.userDashboard')}</Link>
      </div>
      <p>{t('openimmo.intro')}</p>
      {!p.isTrader ? (
        <p className="alert alert--info">
          {t('openimmo.tradersOnly')} <Link to="/app/profile">{t('openimmo.toProfile')}</Link>
        </p>
      ) : (
        <>
          <form
            className="card stack"
            noValidate
            aria-labelledby="openimmo-send-title"
            onSubmit={async (event) => {
              event.preventDefault();
              await p.send();
              if (!p.submission.failure.errorCode && fileInput.current) fileInput.current.value = '';
            }}
          >
            <h2 id="openimmo-send-title">{t('openimmo.sendTitle')}</h2>
            <FormAlert message={general} />
            <FieldFrame id="openimmo-file" label={t('openimmo.file')} hint={t('openimmo.fileHint')} error={fileError}>
              {(aria) => (
                <input
                  {...aria}
                  ref={fileInput}
                  id="openimmo-file"
                  name="file"
                  type="file"
                  accept=".zip,.xml,application/zip,application/xml,text/xml"
                  onChange={(event) => p.choose(event.currentTarget.files?.[0] ?? null)}
                />
              )}
            </FieldFrame>
            {p.submission.submitting && (
              <progress value={p.progress} max={1} aria-label={t('openimmo.sending')}>
                {Math.round(p.progress * 100)} %
              </progress>
            )}
            <div>
              <SubmitButton busy={p.submission.submitting}>{t('openimmo.send')}</SubmitButton>
            </div>
          </form>
          <div role="status">
            {p.latest && (
              <section className="card stack" aria-labelledby="openimmo-latest">
                <h2 id="openimmo-latest">{t('openimmo.latest', { file: p.latest.fileName })}</h2>
                <ReportSummary report={p.latest} />
                <ObjectList objects={p.latest.objects} />
              </section>
            )}
          </div>
          <form
            className="card stack"
            noValidate
            aria-labelledby="openimmo-feedback"
            onSubmit={(event) => {
              event.preventDefault();
              void p.saveFeedbackEmail();
            }}
          >
            <h2 id="openimmo-feedback">{t('openimmo.feedbackTitle')}</h2>
            <p>{t('openimmo.feedbackHint')}</p>
            <FormAlert message={text.errorCode(p.savingFeedbackEmail.failure.errorCode)} />
            <FieldFrame
              id="openimmo-feedback-email"
              label={t('openimmo.feedbackEmail')}
              hint={t('openimmo.feedbackEmailHint')}
              error={text.fieldError(p.savingFeedbackEmail.failure.fieldErrors.feedbackEmail, 'openimmo')}
            >
              {(aria) => (
                <input
                  {...aria}
                  id="openimmo-feedback-email"
                  name="feedbackEmail"
                  type="email"
                  autoComplete="email"
                  value={p.typedFeedbackEmail}
                  onChange={(event) => p.typeFeedbackEmail(event.currentTarget.value)}
                />
              )}
            </FieldFrame>
            <div>
              <SubmitButton busy={p.savingFeedbackEmail.submitting}>{t('openimmo.feedbackSave')}</SubmitButton>
            </div>
            <p role="status" className="muted">
              {p.feedbackEmailSaved
                ? p.feedbackEmail
                  ? t('openimmo.feedbackOn', { email: p.feedbackEmail })
                  : t('openimmo.feedbackOff')
                : ''}
            </p>
          </form>
          <section className="card stack" aria-labelledby="openimmo-export">
            <h2 id="openimmo-export">{t('openimmo.exportTitle')}</h2>
            <p>{t('openimmo.exportHint')}</p>
            <FormAlert message={text.errorCode(p.exporting.failure.errorCode)} />
            <div>
              <button
                type="button"
                className="button"
                disabled={p.exporting.submitting}
                onClick={() => void p.exportStock()}
              >
                {p.exporting.submitting ? t('common.pleaseWait') : t('openimmo.export')}
              </button>
            </div>
          </section>
          <section className="stack" aria-labelledby="openimmo-history">
            <h2 id="openimmo-history">{t('openimmo.history')}</h2>
            <LoadedList
              loading={p.loading}
              errorCode={p.errorCode}
              empty={p.transfers.length === 0}
              emptyState={{
                title: t('openimmo.noTransfers'),
                hint: t('openimmo.noTransfersHint'),
                action: { to: '/app/user_dashboard', label: t('nav.userDashboard') },
              }}
            >
              <ul className="openimmo-transfers">
                {p.transfers.map((report) => (
                  <li key={report.id}>
                    <TransferDetails report={report} />
                  </li>
                ))}
              </ul>
            </LoadedList>
          </section>
        </>
      )}
    </div>
  );
});

function ReportSummary({ report }: { report: TransferReport }) {
  const { t } = useTranslation();
  return (
    <p>
      {outcomeCounts(report)
        .map(([outcome, count]) => t(`openimmo.counts.${outcome}`, { count }))
        .join(' · ')}
      {report.scope === 'VOLL' && ` (${t('openimmo.full')})`}
    </p>
  );
}

function TransferDetails({ report }: { report: TransferReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <details className="card">
      <summary>
        {formatDateTime(report.createdAt, lang)} · {report.fileName} ·{' '}
        {outcomeCounts(report)
          .map(([outcome, count]) => t(`openimmo.counts.${outcome}`, { count }))
          .join(', ')}
      </summary>
      <ObjectList objects={report.objects} />
    </details>
  );
}

function ObjectList({ objects }: { objects: ObjectReport[] }) {
  const { t } = useTranslation();
  const text = useFormText();
  const said = (r: ObjectReport['reasons'][number]) =>
    t(`openimmo.reasons.${r.code}`, {
      defaultValue: text.fieldError({ field: r.field, code: r.code as never, message: r.message }) ?? r.message,
      field: t(`fields.${r.field}`, { defaultValue: r.field }),
    });
  return (
    <ul className="openimmo-objects">
      {objects.map((object) => (
        <li key={object.objectNumber} className="openimmo-object">
          <p className="openimmo-object__head">
            <span
              className={`badge badge--${object.outcome === 'refused' ? 'rejected' : object.outcome === 'withdrawn' ? 'archived' : 'active'}`}
            >
              {t(`openimmo.outcomes.${object.outcome}`)}
            </span>{' '}
            <strong>{t('openimmo.object', { number: object.objectNumber })}</strong>
            {object.title && (
              <>
                {' – '}
                {object.adId && object.outcome !== 'refused' ? (
                  <Link to={`/app/ads/${object.adId}/edit`}>{object.title}</Link>
                ) : (
                  object.title
                )}
              </>
            )}
          </p>
          {object.outcome !== 'refused' && object.outcome !== 'withdrawn' && (
            <p className="muted">{t('openimmo.pictures', { count: object.pictures })}</p>
          )}
          {object.reasons.length > 0 && (
            <ul className="openimmo-object__reasons">
              {object.reasons.map((r, i) => (
                <li key={i}>{said(r)}</li>
              ))}
            </ul>
          )}
          {object.kept.length > 0 && (
            <details>
              <summary>{t('openimmo.kept', { count: object.kept.length })}</summary>
              <p className="openimmo-object__kept">{object.kept.join(', ')}</p>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

export default OpenImmoPage;
