import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/conversation';
import { useInstance } from '../../../app/ContainerContext';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextAreaField } from '../../../components/TextAreaField';
import { useFormText } from '../../../components/useFormText';
import { useHydrated } from '../../../components/useHydrated';
import { WriteToSellerPresenter } from './WriteToSellerPresenter';

/** Writing to the seller inside Inserat: signed in, it opens the conversation; a visitor signs in first, text kept. */
export const WriteToSeller = observer(function WriteToSeller({
  adId,
  sellerName,
}: {
  adId: string;
  sellerName: string | null;
}) {
  const p = useInstance(WriteToSellerPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  // The server renders every visitor's page alike: the signed-in form follows once the browser knows the session.
  const signedIn = useHydrated() && p.signedIn;
  const navigate = useNavigate();
  useEffect(() => p.show(adId), [p, adId]);
  return (
    <form
      noValidate
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        // A visitor signs in first and comes back to this ad, the text kept (the presenter keeps it as it is typed).
        if (signedIn) void p.send();
        else navigate('/auth/login', { state: { from: `/ads/${adId}` } });
      }}
    >
      {p.sentTo && (
        <p className="alert alert--success" role="status">
          {t('adDetails.messageSent')} <Link to={`/app/messages/${p.sentTo}`}>{t('adDetails.openConversation')}</Link>
        </p>
      )}
      <FormAlert message={text.errorCode(p.submission.failure.errorCode)} />
      <TextAreaField
        id="message-body"
        label={sellerName ? t('adDetails.messageTo', { name: sellerName }) : t('adDetails.yourMessage')}
        rows={5}
        limit={MESSAGE_MAX_LENGTH}
        value={p.text}
        onValueChange={(v) => p.setText(v)}
        error={text.fieldError(p.submission.failure.fieldErrors.body)}
      />
      {signedIn ? (
        <SubmitButton busy={p.submission.submitting}>{t('adDetails.sendMessage')}</SubmitButton>
      ) : (
        <>
          <p className="field__hint">{t('adDetails.signInToSend')}</p>
          <button type="submit" className="button button--primary">
            {t('adDetails.signInAndSend')}
          </button>
        </>
      )}
      <p className="field__hint">{t('adDetails.messagePrivacy')}</p>
    </form>
  );
});
