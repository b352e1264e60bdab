import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_REPORT_REASONS, type ConversationReportReason } from '../../../domain/conversation';
import { FormAlert } from '../../components/FormAlert';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import type { ConversationPresenter } from './ConversationPresenter';

/** "Unterhaltung melden": the moderators then read it. */
export const ConversationReport = observer(function ConversationReport({ p }: { p: ConversationPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  return (
    <details className="report">
      <summary>{t('messages.report')}</summary>
      {p.reportSent ? (
        <p role="status">{t('messages.reported')}</p>
      ) : (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.sendReport();
          }}
        >
          <p className="field__hint">{t('messages.reportHint')}</p>
          <SelectField
            id="conversation-report-reason"
            label={t('messages.reportReason')}
            value={p.reportReason}
            onValueChange={(v) => p.setReportReason(v as ConversationReportReason | '')}
            options={[
              { value: '', label: t('messages.chooseReason') },
              ...CONVERSATION_REPORT_REASONS.map((r) => ({ value: r, label: t(`messages.reportReasons.${r}`) })),
            ]}
            error={text.fieldError(p.reporting.failure.fieldErrors.reason, 'report')}
          />
          <TextAreaField
            id="conversation-report-details"
            label={t('messages.reportDetails')}
            rows={3}
            value={p.reportDetails}
            onValueChange={(v) => p.setReportDetails(v)}
          />
          <FormAlert message={text.errorCode(p.reporting.failure.errorCode)} />
          <button type="submit" className="button button--secondary" disabled={p.reporting.submitting}>
            {t('messages.sendReport')}
          </button>
        </form>
      )}
    </details>
  );
});
