import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Application, TenantDocument } from '../../../domain/applications';
import { FormAlert } from '../../components/FormAlert';
import { formatDate, formatDateTime } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import type { MyApplicationsPresenter } from './MyApplicationsPresenter';

/**
 * One application as its applicant sees it: the stage, exactly what the landlord sees now, the consent to show the
 * profile, the documents to share once asked for, and every time one was opened.
 */
export const ApplicationCard = observer(function ApplicationCard(props: {
  p: MyApplicationsPresenter;
  application: Application;
  documents: TenantDocument[];
}) {
  const { p, application: a, documents } = props;
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const draft = p.draftOf(a.id);
  const heading = `application-${a.id}`;
  const shared = documents.filter((d) => a.sharedDocumentIds.includes(d.id)).map((d) => d.filename);
  return (
    <section className="card stack" aria-labelledby={heading}>
      <h3 id={heading}>
        <Link to={`/ads/${a.adId}`}>{a.adTitle}</Link>
      </h3>
      <p>
        <strong>{t(`applications.stage.${a.stage}`)}</strong> ·{' '}
        {t('applications.mine.since', { date: formatDateTime(a.createdAt, lang) })}
      </p>
      {a.deleteAfter && (
        <p className="muted">{t('applications.mine.deleteAfter', { date: formatDate(a.deleteAfter, lang) })}</p>
      )}
      {a.rentControlDisclosedAt && (
        <p>
          {t('applications.rentControl.received', { when: formatDateTime(a.rentControlDisclosedAt, lang) })}{' '}
          <button type="button" className="button button--link" onClick={() => void p.keepStatement(a.id)}>
            {t('applications.rentControl.download')}
          </button>
        </p>
      )}
      <div>
        <p>{t('applications.mine.landlordSees')}</p>
        <ul>
          <li>
            {a.inFirstRound
              ? t(a.profileConsent ? 'applications.mine.seesFirstRound' : 'applications.mine.seesFirstRoundNothing')
              : t('applications.mine.seesName')}
          </li>
          <li>
            {a.profileVisible
              ? t('applications.mine.seesProfile')
              : t(a.profileConsent ? 'applications.mine.profileLater' : 'applications.mine.profileNot')}
          </li>
          <li>
            {shared.length > 0
              ? t('applications.mine.seesDocuments', { names: shared.join(', ') })
              : t('applications.mine.noDocuments')}
          </li>
        </ul>
      </div>
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void p.save(a.id);
        }}
      >
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.profileConsent}
            onChange={(e) => p.setConsent(a.id, e.target.checked)}
          />
          <span>{t('applications.mine.consent')}</span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.profileBeforeViewing}
            disabled={!draft.profileConsent}
            aria-describedby={`${heading}-before`}
            onChange={(e) => p.setBeforeViewing(a.id, e.target.checked)}
          />
          <span>{t('applications.mine.beforeViewing')}</span>
        </label>
        <p id={`${heading}-before`} className="field__hint">
          {t('applications.mine.beforeViewingHint')}
        </p>
        {a.documentsRequested ? (
          <fieldset className="fieldset">
            <legend>{t('applications.mine.shareDocuments')}</legend>
            {documents.length === 0 && <p>{t('applications.mine.uploadFirst')}</p>}
            {documents.map((d) => (
              <label key={d.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={draft.documentIds.includes(d.id)}
                  onChange={() => p.toggleDocument(a.id, d.id)}
                />
                <span>
                  {d.filename} ({t(`applications.kinds.${d.kind}`)})
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="muted">{t('applications.mine.documentsLater')}</p>
        )}
        <FormAlert message={p.busy === a.id ? text.errorCode(p.sharing.failure.errorCode) : null} />
        <p role="status" className={p.savedId === a.id ? 'alert alert--success' : 'visually-hidden'}>
          {p.savedId === a.id ? t('applications.mine.saved') : ''}
        </p>
        <button type="submit" className="button button--secondary" disabled={p.sharing.submitting}>
          {t('applications.mine.save')}
        </button>
      </form>
      {a.views.length > 0 && (
        <div>
          <h4>{t('applications.mine.views')}</h4>
          <ul>
            {a.views.map((v) => (
              <li key={`${v.filename}-${v.viewedAt}`}>
                {t('applications.mine.viewed', {
                  viewer: v.viewer,
                  name: v.filename,
                  when: formatDateTime(v.viewedAt, lang),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
