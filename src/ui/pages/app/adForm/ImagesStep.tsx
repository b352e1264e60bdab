import { useRef, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdImage } from '../../../components/ads/AdImage';
import { FormAlert } from '../../../components/FormAlert';
import { useFormText } from '../../../components/useFormText';
import { formatNumber } from '../../../components/format';
import { useInstance } from '../../../app/ContainerContext';
import { AppPresenter } from '../../../app/AppPresenter';
import { imageLimit, type UploadProblem } from '../../../../domain/imageUpload';
import type { AdEditorPresenter } from '../AdEditorPresenter';

/** Step 2: photos, uploaded with progress, reordered, the first one the cover. */
export const ImagesStep = observer(function ImagesStep({
  p,
  heading,
}: {
  p: AdEditorPresenter;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  const app = useInstance(AppPresenter);
  const fileInput = useRef<HTMLInputElement>(null);
  if (!p.ad) return null;
  const held = p.plan.credits.filter((c) => c.credits > 0).map((c) => c.packageId);
  const maxImages = imageLimit(p.ad, app.products, held);
  const problemText = (problem: UploadProblem) => {
    switch (problem.code) {
      case 'FILE_TOO_LARGE':
        return t('adForm.uploadProblems.FILE_TOO_LARGE', {
          size: formatNumber(problem.sizeMb, lang),
          max: problem.maxMb,
        });
      case 'NOT_AN_IMAGE':
        return t('adForm.uploadProblems.NOT_AN_IMAGE', { format: problem.format });
      case 'UNREADABLE':
        return t('adForm.uploadProblems.UNREADABLE', { name: problem.name });
      case 'TOO_MANY_IMAGES':
        return t('adForm.uploadProblems.TOO_MANY_IMAGES', { max: problem.max });
      default:
        return text.errorCode(problem.errorCode);
    }
  };
  return (
    <section className="card stack" aria-labelledby="images-step">
      <h2 id="images-step" ref={heading} tabIndex={-1}>
        {t('adForm.step.images')}
      </h2>
      {p.savedChanges && (
        <p className="alert alert--success" role="status">
          {t(`adForm.savedChanges.${p.savedChanges}`)}
        </p>
      )}
      <p className="muted">
        {t('adForm.imagesHint')}
        {maxImages !== null && ` ${t('adForm.imagesOfLimit', { n: p.ad.images.length, max: maxImages })}`}
      </p>
      <div>
        <label htmlFor="image-files" className="button button--secondary">
          {t('adForm.chooseImages')}
        </label>
        <input
          ref={fileInput}
          id="image-files"
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
          multiple
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void p.upload(files, maxImages);
          }}
        />
      </div>
      {p.uploads.items.length > 0 && (
        <ul className="uploads" aria-label={t('adForm.uploads')}>
          {p.uploads.items.map((u) => (
            <li key={u.key}>
              <span>{u.name}</span>
              {u.problem ? (
                <>
                  <span className="field__error">{problemText(u.problem)}</span>
                  <button type="button" className="button button--link" onClick={() => p.uploads.dismiss(u.key)}>
                    {t('common.close')}
                  </button>
                </>
              ) : (
                <progress max={1} value={u.progress} aria-label={t('adForm.uploading', { name: u.name })}>
                  {Math.round(u.progress * 100)} %
                </progress>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={text.errorCode(p.photos.submission.failure.errorCode)} />
      {p.ad.images.length === 0 ? (
        <p>{t('adForm.noImages')}</p>
      ) : (
        <>
          <p className="muted">{t('adForm.reorderHint')}</p>
          <ol className="image-list">
            {p.ad.images.map((image, i) => (
              <li
                key={image.id}
                className={`image-list__item${p.photos.draggingImageId === image.id ? ' image-list__item--dragging' : ''}`}
                draggable={!p.photos.submission.submitting}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', image.id);
                  p.photos.startDrag(image.id);
                }}
                onDragEnd={() => p.photos.startDrag(null)}
                onDragOver={(e) => {
                  if (p.photos.draggingImageId) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  void p.photos.dropAt(i);
                }}
              >
                <AdImage image={image} alt={t('adForm.imageN', { n: i + 1 })} sizes="160px" />
                {i === 0 && <span className="badge badge--featured">{t('adForm.cover')}</span>}
                <div className="image-list__actions">
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    disabled={i === 0 || p.photos.submission.submitting}
                    onClick={() => void p.photos.move(image.id, -1)}
                    aria-label={t('adForm.moveEarlier', { n: i + 1 })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    disabled={i === p.ad!.images.length - 1 || p.photos.submission.submitting}
                    onClick={() => void p.photos.move(image.id, 1)}
                    aria-label={t('adForm.moveLater', { n: i + 1 })}
                  >
                    →
                  </button>
                  {i > 0 && (
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      disabled={p.photos.submission.submitting}
                      onClick={() => void p.photos.makeCover(image.id)}
                    >
                      {t('adForm.makeCover')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--danger"
                    disabled={p.photos.submission.submitting}
                    onClick={() => void p.photos.remove(image.id)}
                    aria-label={t('adForm.removeImage', { n: i + 1 })}
                  >
                    {t('dashboard.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="editor__actions">
        <button type="button" className="button button--secondary" onClick={() => p.goTo('details')}>
          {t('adForm.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!p.canVisit(p.stepAfterImages)}
          onClick={() => p.goTo(p.stepAfterImages)}
        >
          {t('adForm.continue')}
        </button>
      </div>
    </section>
  );
});
