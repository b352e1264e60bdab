import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { COMPLAINT_TEXT_MAX, type Decision } from '../../../domain/decisions';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { formatDate } from '../../components/format';
import { DecisionStatement } from '../../components/DecisionStatement';
import { Spinner } from '../../components/Spinner';
import { SubmitButton } from '../../components/SubmitButton';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import { usePageTitle } from '../../components/usePageTitle';
import { DecisionPresenter } from './DecisionPresenter';

/** A statement of reasons (DSA Art. 17), as its mail's link or the dashboard opens it, with the complaint (Art. 20). */
const DecisionPage = observer(function DecisionPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const p = useInstance(DecisionPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  usePageTitle(t('decisions.title'));
  useEffect(() => {
    void p.load(id, hash);
  }, [p, id, hash]);
  return (
    <article className="prose decision stack">
      <h1>{t('decisions.title')}</h1>
      {p.loading && <Spinner />}
      {p.errorCode === 'NOT_FOUND' ? (
        <p role="alert">{t('decisions.notFound')}</p>
      ) : (
        <FormAlert message={p.errorCode ? text.errorCode(p.errorCode) : null} />
      )}
      {p.decision && <DecisionStatement decision={p.decision} />}
      {p.decision && <ComplaintPart decision={p.decision} p={p} />}
      <p>
        <Link to="/agb">{t('decisions.terms')}</Link>
      </p>
    </article>
  );
});

const ComplaintPart = observer(function ComplaintPart({ decision, p }: { decision: Decision; p: DecisionPresenter }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  const { complaint } = decision;
  return (
    <section aria-labelledby="complaint-title" className="stack">
      <h2 id="complaint-title">{t('decisions.complaint')}</h2>
      {complaint ? (
        <>
          <p role="status">
            {t(`decisions.complaintStatus.${complaint.status}`, { date: formatDate(complaint.createdAt, lang) })}
          </p>
          <blockquote className="decision__text">{complaint.text}</blockquote>
          {complaint.answer && (
            <>
              <h3>{t('decisions.answer')}</h3>
              <p className="decision__text">{complaint.answer}</p>
            </>
          )}
        </>
      ) : decision.canComplain ? (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.lodge();
          }}
        >
          <p>{t('decisions.howToComplain', { date: formatDate(decision.complaintDeadline, lang) })}</p>
          <TextAreaField
            id="complaint-text"
            label={t('decisions.complaintText')}
            hint={t('decisions.complaintHint')}
            rows={5}
            limit={COMPLAINT_TEXT_MAX}
            value={p.text}
            onValueChange={(v) => p.setText(v)}
            error={text.fieldError(p.complaint.failure.fieldErrors.text)}
            required
          />
          <FormAlert message={text.errorCode(p.complaint.failure.errorCode)} />
          <SubmitButton busy={p.complaint.submitting}>{t('decisions.send')}</SubmitButton>
        </form>
      ) : (
        <p>{t(decision.reversed ? 'decisions.alreadyReversed' : 'decisions.periodOver')}</p>
      )}
      <p className="muted">{t('decisions.outside')}</p>
    </section>
  );
});

export default DecisionPage;
