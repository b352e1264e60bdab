import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_TEXT_MAX } from '../../../domain/decisions';
import { formatDateTime } from '../../components/format';
import { FormAlert } from '../../components/FormAlert';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import { DecisionStatement } from '../../components/DecisionStatement';
import type { ComplaintsPresenter } from './ComplaintsPresenter';

/**
 * Internal complaints (DSA Art. 20) on the desk, oldest first: the decision as its recipient read it, their complaint,
 * and the answer — which the moderator who decided cannot give (the buttons say so instead).
 */
export const ComplaintsSection = observer(function ComplaintsSection({
  presenter: p,
  onAnswered,
}: {
  presenter: ComplaintsPresenter;
  onAnswered: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  return (
    <section aria-labelledby="complaints-title">
      <h2 id="complaints-title">{t('admin.complaints.title', { count: p.cases.length })}</h2>
      <FormAlert message={p.errorCode ? text.errorCode(p.errorCode) : null} />
      {!p.loading && p.cases.length === 0 && <p className="muted">{t('admin.complaints.empty')}</p>}
      <ul className="my-ads">
        {p.cases.map(({ complaint, decision, complainant, decidedBy, mayDecide }) => {
          const id = complaint.id;
          const failed = p.answering === id ? p.submission.failure : null;
          return (
            <li key={id} className="my-ad complaint-case">
              <article className="stack" aria-labelledby={`complaint-${id}`}>
                <h3 id={`complaint-${id}`}>
                  {t('admin.complaints.by', { name: complainant ?? t('messages.deletedUser') })} ·{' '}
                  {formatDateTime(complaint.createdAt, lang)}
                </h3>
                <DecisionStatement decision={decision} />
                <p className="muted">
                  {decidedBy ? t('admin.complaints.decidedBy', { email: decidedBy }) : t('admin.complaints.automated')}
                </p>
                <blockquote className="decision__text">{complaint.text}</blockquote>
                {mayDecide ? (
                  <>
                    <TextAreaField
                      id={`answer-${id}`}
                      label={t('admin.complaints.answer')}
                      hint={t('admin.complaints.answerHint')}
                      rows={3}
                      limit={COMPLAINT_TEXT_MAX}
                      value={p.answers[id] ?? ''}
                      onValueChange={(v) => p.setAnswer(id, v)}
                      error={failed ? text.fieldError(failed.fieldErrors.answer) : null}
                      required
                    />
                    <FormAlert message={failed ? text.errorCode(failed.errorCode) : null} />
                    <p className="inline-list">
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={p.submission.submitting}
                        onClick={() => void p.answer(id, 'reversed').then((ok) => ok && onAnswered())}
                      >
                        {t('admin.complaints.reverse')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={p.submission.submitting}
                        onClick={() => void p.answer(id, 'upheld').then((ok) => ok && onAnswered())}
                      >
                        {t('admin.complaints.uphold')}
                      </button>
                    </p>
                  </>
                ) : (
                  <p role="note">{t('admin.complaints.notYours')}</p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
