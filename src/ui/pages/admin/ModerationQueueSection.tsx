import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { Price } from '../../components/ads/Price';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import type { ModerationQueuePresenter } from './ModerationQueuePresenter';

interface Props {
  presenter: ModerationQueuePresenter;
  /** After a decision (the figures count waiting and live ads). */
  onDecided: () => void;
}

export const ModerationQueueSection = observer(function ModerationQueueSection({ presenter: p, onDecided }: Props) {
  const { t } = useTranslation();
  const text = useFormText();
  const decided = (ok: boolean) => ok && onDecided();
  return (
    <section aria-labelledby="moderation-title">
      <h2 id="moderation-title">{t('admin.moderation', { count: p.queue.length })}</h2>
      {p.queue.length === 0 ? (
        <p className="muted">{t('admin.queueEmpty')}</p>
      ) : (
        <ul className="my-ads">
          {p.queue.map((ad) => (
            <li key={ad.id} className="my-ad">
              <div className="my-ad__body">
                <p className="my-ad__title">{ad.title}</p>
                <p className="muted">
                  <Price ad={ad} /> · {t(`categories.${ad.category}`)} · {ad.postalCode} {ad.city} · {t('adForm.imageCount', { count: ad.images.length })}
                </p>
                <p className="moderation__text">{ad.description}</p>
              </div>
              <div className="my-ad__actions">
                <button type="button" className="button button--primary button--small" onClick={() => void p.approve(ad, { approved: t('admin.approved'), failed: t('errors.INTERNAL') }).then(decided)} aria-label={t('admin.approveAd', { title: ad.title })}>
                  {t('admin.approve')}
                </button>
                <button type="button" className="button button--danger button--small" onClick={() => p.askReject(ad)} aria-label={t('admin.rejectAd', { title: ad.title })}>
                  {t('admin.reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={p.rejecting !== null}
        title={t('admin.rejectTitle')}
        confirmLabel={t('admin.reject')}
        danger
        busy={p.rejection.submitting}
        onCancel={() => p.askReject(null)}
        onConfirm={() => void p.confirmReject({ saved: t('admin.saved') }).then(decided)}
      >
        <TextAreaField id="reject-reason" label={t('admin.reason')} hint={t('admin.reasonHint')} rows={4} value={p.reason} onValueChange={(v) => p.setReason(v)} error={text.fieldError(p.rejection.failure.fieldErrors.reason)} required />
        <FormAlert message={text.errorCode(p.rejection.failure.errorCode)} />
      </ConfirmDialog>
    </section>
  );
});
