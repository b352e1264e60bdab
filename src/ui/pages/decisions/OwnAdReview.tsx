import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdStatus } from '../../../domain/ad';
import { useInstance } from '../../app/ContainerContext';
import { OwnAdReviewPresenter } from './OwnAdReviewPresenter';

/** Statuses a statement of reasons can explain (held for review, sent back, refused or taken offline). */
const DECIDED: ReadonlySet<AdStatus> = new Set(['pending', 'changes_requested', 'rejected']);

/**
 * The owner's own ad that visitors do not see: where it stands and, when a check or a moderator decided, why — with the
 * way to the full statement and the complaint.
 */
const OwnAdReview = observer(function OwnAdReview({ adId, status }: { adId: string; status: AdStatus }) {
  const p = useInstance(OwnAdReviewPresenter);
  const { t } = useTranslation();
  useEffect(() => {
    if (DECIDED.has(status)) void p.load(adId);
  }, [p, adId, status]);
  const decision = DECIDED.has(status) ? p.decision : null;
  return (
    <section className="notice stack" aria-labelledby="own-ad-review">
      <h2 id="own-ad-review" className="notice__title">
        {t(`adDetails.review.${status}.title`)}
      </h2>
      <p>{t(`adDetails.review.${status}.text`)}</p>
      {decision && (
        <p>
          <strong>{t('adDetails.review.reasons')}</strong> {decision.facts}{' '}
          <Link to={`/decisions/${decision.id}`}>{t('adDetails.review.statement')}</Link>
        </p>
      )}
    </section>
  );
});

export default OwnAdReview;
