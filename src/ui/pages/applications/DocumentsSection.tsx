import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../domain/applications';
import { FieldFrame } from '../../components/FieldFrame';
import { FormAlert } from '../../components/FormAlert';
import { SelectField } from '../../components/SelectField';
import { SubmitButton } from '../../components/SubmitButton';
import { formatDate } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import type { TenantDocumentsPresenter } from './TenantDocumentsPresenter';

/** "Meine Unterlagen": kept encrypted, shared only with an application whose landlord asked, one by one. */
export const DocumentsSection = observer(function DocumentsSection({ p }: { p: TenantDocumentsPresenter }) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const fileError = text.fieldError(p.uploading.failure.fieldErrors.file, 'tenantDocument');
  return (
    <section className="card stack" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('applications.documents.title')}</h2>
      <p className="muted">{t('applications.documents.intro')}</p>
      {p.documents.length === 0 ? (
        <p>{t('applications.documents.none')}</p>
      ) : (
        <ul className="viewing-offers">
          {p.documents.map((d) => (
            <li key={d.id}>
              <span>
                {d.filename} · {t(`applications.kinds.${d.kind}`)} · {formatDate(d.createdAt, lang)}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={p.removing.submitting}
                aria-label={t('applications.documents.removeNamed', { name: d.filename })}
                onClick={() => void p.remove(d.id)}
              >
                {t('applications.documents.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void p.upload();
        }}
      >
        <SelectField
          id="document-kind"
          label={t('applications.documents.kind')}
          value={p.kind}
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`applications.kinds.${k}`) }))}
          onValueChange={(v) => p.setKind(v as DocumentKind)}
        />
        <FieldFrame
          id="document-file"
          label={t('applications.documents.file')}
          hint={t('applications.documents.fileHint')}
          error={fileError}
        >
          {(aria) => (
            <input
              key={p.uploads}
              id="document-file"
              name="document-file"
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              onChange={(e) => p.setFile(e.target.files?.[0] ?? null)}
              {...aria}
            />
          )}
        </FieldFrame>
        {p.uploading.submitting && (
          <progress max={1} value={p.progress} aria-label={t('applications.documents.progress')} />
        )}
        <FormAlert message={text.errorCode(p.uploading.failure.errorCode ?? p.removing.failure.errorCode)} />
        <SubmitButton busy={p.uploading.submitting}>{t('applications.documents.upload')}</SubmitButton>
      </form>
    </section>
  );
});
