import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { useFormText } from '../../components/useFormText';
import { AdViewingOfferPresenter } from './AdViewingOfferPresenter';
import { ViewingChoice } from './ViewingChoice';

/**
 * "Besichtigung buchen" on an ad's page and in the conversation about it (issue 71): the times its landlord
 * offers me, bookable here; nothing at all when none are offered to me.
 */
const AdViewingOffer = observer(function AdViewingOffer({ adId }: { adId: string }) {
  const p = useInstance(AdViewingOfferPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  const headingId = useId();
  useEffect(() => {
    void p.load(adId);
  }, [p, adId]);
  if (!p.plan) return null;
  return (
    <section className="card stack viewing-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('viewings.offered.title')}</h2>
      <ViewingChoice plan={p.plan} p={p} failure={text.errorCode(p.booking.failure.errorCode)} />
      <p>
        <Link to="/app/viewings">{t('viewings.offered.all')}</Link>
      </p>
    </section>
  );
});

export default AdViewingOffer;
