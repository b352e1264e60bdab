import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { Price } from '../../components/ads/Price';
import { AdImage } from '../../components/ads/AdImage';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import { REASON_TEMPLATES, type ModerationQueuePresenter } from './ModerationQueuePresenter';
import type { RiskVerdict } from '../../../domain/risk';
import { GroundField } from './GroundField';

interface Props {
  presenter: ModerationQueuePresenter;
  /** After a decision (the figures count waiting and live ads). */
  onDecided: () => void;
}

export const ModerationQueueSection = observer(function ModerationQueueSection({ presenter: p, onDecided }: Props) {
  const { t } = useTranslation();
  const text = useFormText();
  const decided = (ok: boolean) => ok && onDecided();
  const verdict = p.deciding?.verdict ?? 'reject';
  return (
    <section aria-labelledby="moderation-title">
      <h2 id="moderation-title">{t('admin.moderation', { count: p.queue.length })}</h2>
      {p.queue.length === 0 ? (
        <p className="muted">{t('admin.queueEmpty')}</p>
      ) : (
        <ul className="my-ads">
          {p.queue.map((ad) => (
            <li key={ad.id} className="my-ad moderation-item">
              <div className="my-ad__body">
                <p className="my-ad__title">{ad.title}</p>
                <p className="muted">
                  <Price ad={ad} /> · {t(`categories.${ad.category}`)} · {ad.postalCode} {ad.city} ·{' '}
                  {t('adForm.imageCount', { count: ad.images.length })}
                </p>
                {ad.images.length > 0 && (
                  <ul className="moderation__photos" aria-label={t('admin.photosOf', { title: ad.title })}>
                    {ad.images.map((image, i) => (
                      <li key={image.id}>
                        <AdImage
                          image={image}
                          alt={t('admin.photoNumber', { number: i + 1, count: ad.images.length })}
                          sizes="160px"
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {ad.risk && ad.risk.signals.length > 0 && <RiskSignals risk={ad.risk} />}
                <p className="moderation__text">{ad.description}</p>
                <p>
                  <Link to={`/ads/${ad.id}`} aria-label={t('admin.previewAd', { title: ad.title })}>
                    {t('admin.preview')}
                  </Link>
                </p>
              </div>
              <div className="my-ad__actions">
                <button
                  type="button"
                  className="button button--primary button--small"
                  onClick={() =>
                    void p.approve(ad, { approved: t('admin.approved'), failed: t('errors.INTERNAL') }).then(decided)
                  }
                  aria-label={t('admin.approveAd', { title: ad.title })}
                >
                  {t('admin.approve')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => p.askReject(ad, 'changes')}
                  aria-label={t('admin.requestChangesAd', { title: ad.title })}
                >
                  {t('admin.requestChanges')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  onClick={() => p.askReject(ad, 'reject')}
                  aria-label={t('admin.rejectAd', { title: ad.title })}
                >
                  {t('admin.reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={p.deciding !== null}
        title={t(verdict === 'reject' ? 'admin.rejectTitle' : 'admin.requestChangesTitle')}
        confirmLabel={t(verdict === 'reject' ? 'admin.reject' : 'admin.requestChangesSend')}
        danger={verdict === 'reject'}
        busy={p.rejection.submitting}
        onCancel={() => p.askReject(null)}
        onConfirm={() =>
          void p
            .confirmReject({ saved: t(verdict === 'reject' ? 'admin.saved' : 'admin.changesRequested') })
            .then(decided)
        }
      >
        <SelectField
          id="reason-template"
          label={t('admin.reasonTemplate')}
          value=""
          options={[
            { value: '', label: t('admin.reasonTemplateChoose') },
            ...REASON_TEMPLATES.map((key) => ({ value: key, label: t(`admin.reasonTemplates.${key}.label`) })),
          ]}
          onValueChange={(key) => key && p.useTemplate(t(`admin.reasonTemplates.${key}.text`))}
        />
        {verdict === 'reject' && (
          <GroundField id="reject-ground" kind="ad_rejected" value={p.ground} onChange={(g) => p.setGround(g)} />
        )}
        <TextAreaField
          id="reject-reason"
          label={t(verdict === 'reject' ? 'admin.reason' : 'admin.whatToChange')}
          hint={t(verdict === 'reject' ? 'admin.reasonHint' : 'admin.whatToChangeHint')}
          rows={4}
          value={p.reason}
          onValueChange={(v) => p.setReason(v)}
          error={text.fieldError(p.rejection.failure.fieldErrors.reason)}
          required
        />
        <FormAlert message={text.errorCode(p.rejection.failure.errorCode)} />
      </ConfirmDialog>
    </section>
  );
});

/** Why the risk assessment held the ad (for moderators only; the seller is told no more than "In Prüfung"). */
function RiskSignals({ risk }: { risk: RiskVerdict }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE');
  return (
    <div className="moderation__risk" role="note">
      <p>
        <strong>{t(risk.held ? 'admin.risk.held' : 'admin.risk.found', { score: number(risk.score) })}</strong>
      </p>
      <ul>
        {risk.signals.map((signal) => (
          <li key={signal.rule}>
            {t(`admin.risk.rules.${signal.rule}`)} ({number(signal.weight)}): <span lang="en">{signal.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
