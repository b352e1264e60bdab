import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextAreaField } from '../../../components/TextAreaField';
import { useFormText } from '../../../components/useFormText';
import type { AdDetailsPresenter } from '../AdDetailsPresenter';

/** For visitors who would rather not make an account: the message goes to the seller by mail, their address hidden. */
export const ContactByMail = observer(function ContactByMail({ p }: { p: AdDetailsPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  return (
    <details className="contact-by-mail">
      <summary>{t('adDetails.contactByMail')}</summary>
      {p.contactSent && (
        <p className="alert alert--success" role="status">
          {t('adDetails.contactSent')}
        </p>
      )}
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void p.sendContact();
        }}
      >
        <FormAlert message={text.errorCode(p.contactSubmission.failure.errorCode)} />
        <FormField
          id="contact-name"
          label={t('adDetails.yourName')}
          autoComplete="name"
          value={p.contact.name}
          onValueChange={(v) => p.setContact('name', v)}
          error={text.fieldError(p.contactSubmission.failure.fieldErrors.name, 'contact')}
          required
        />
        <FormField
          id="contact-email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          value={p.contact.email}
          onValueChange={(v) => p.setContact('email', v)}
          error={text.fieldError(p.contactSubmission.failure.fieldErrors.email)}
          required
        />
        <FormField
          id="contact-phone"
          type="tel"
          label={t('adDetails.phoneOptional')}
          autoComplete="tel"
          value={p.contact.phone}
          onValueChange={(v) => p.setContact('phone', v)}
          error={text.fieldError(p.contactSubmission.failure.fieldErrors.phone)}
        />
        <TextAreaField
          id="contact-message"
          label={t('adDetails.message')}
          rows={5}
          value={p.contact.message}
          onValueChange={(v) => p.setContact('message', v)}
          error={text.fieldError(p.contactSubmission.failure.fieldErrors.message)}
          required
        />
        <p className="field__hint">{t('adDetails.contactPrivacy')}</p>
        <SubmitButton busy={p.contactSubmission.submitting}>{t('adDetails.send')}</SubmitButton>
      </form>
    </details>
  );
});
