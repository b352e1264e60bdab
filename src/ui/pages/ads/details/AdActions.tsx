import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason } from '../../../../application/ads/ports';
import { FavoriteButton } from '../../../components/favorites/FavoriteButton';
import { FormAlert } from '../../../components/FormAlert';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { useFormText } from '../../../components/useFormText';
import { useHydrated } from '../../../components/useHydrated';
import type { AdDetailsPresenter } from '../AdDetailsPresenter';

/** Merken, share, and report the ad to the moderators. */
export const AdActions = observer(function AdActions({ p, adId }: { p: AdDetailsPresenter; adId: string }) {
  const { t } = useTranslation();
  const text = useFormText();
  // The server asks every reader for an address, as it asks visitors; a signed-in reader's form drops it once live.
  const asksContact = !useHydrated() || p.asksReportContact;
  return (
    <div className="card stack">
      <FavoriteButton adId={adId} variant="page" />
      <button type="button" className="button button--secondary" onClick={() => void p.share(window.location.href)}>
        {t('adDetails.share')}
      </button>
      <p role="status" className="muted">
        {p.shared === 'copied' ? t('adDetails.linkCopied') : p.shared === 'unavailable' ? window.location.href : ''}
      </p>
      <details className="report">
        <summary>{t('adDetails.report')}</summary>
        {p.reportSent ? (
          <p role="status">{t('adDetails.reportSent')}</p>
        ) : (
          <form
            noValidate
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              void p.sendReport();
            }}
          >
            <SelectField
              id="report-reason"
              label={t('adDetails.reportReason')}
              value={p.reportReason}
              onValueChange={(v) => p.setReportReason(v as ReportReason | '')}
              options={[
                { value: '', label: t('adDetails.chooseReason') },
                ...REPORT_REASONS.map((r) => ({ value: r, label: t(`reportReasons.${r}`) })),
              ]}
              error={text.fieldError(p.reportSubmission.failure.fieldErrors.reason, 'report')}
            />
            <TextAreaField
              id="report-message"
              label={t('adDetails.reportMessage')}
              rows={3}
              value={p.reportMessage}
              onValueChange={(v) => p.setReportMessage(v)}
            />
            {asksContact && (
              <FormField
                id="report-contact"
                type="email"
                label={t('adDetails.reportContact')}
                hint={t('adDetails.reportContactHint')}
                autoComplete="email"
                value={p.reportContact}
                onValueChange={(v) => p.setReportContact(v)}
                error={text.fieldError(p.reportSubmission.failure.fieldErrors.contactEmail, 'report')}
              />
            )}
            <FormAlert message={text.errorCode(p.reportSubmission.failure.errorCode)} />
            <button type="submit" className="button button--secondary" disabled={p.reportSubmission.submitting}>
              {t('adDetails.sendReport')}
            </button>
          </form>
        )}
      </details>
    </div>
  );
});
