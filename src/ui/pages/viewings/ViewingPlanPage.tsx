import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { EnquirerList } from './EnquirerList';
import { HostSlotList } from './HostSlotList';
import { SlotOfferForm } from './SlotOfferForm';
import { slotTime } from './slotTime';
import { ViewingPlanPresenter } from './ViewingPlanPresenter';

/** /app/ads/:id/viewings — the landlord's Besichtigungen of one ad, phone first. */
const ViewingPlanPage = observer(function ViewingPlanPage() {
  const { id = '' } = useParams();
  const p = useInstance(ViewingPlanPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(t('viewings.plan.title'));
  useEffect(() => {
    void p.load(id);
  }, [p, id]);
  if (p.loading) return <Spinner />;
  if (!p.plan)
    return (
      <div className="stack">
        <h1>{t('viewings.plan.title')}</h1>
        <FormAlert message={text.errorCode(p.loadErrorCode)} />
      </div>
    );
  const cancelling = p.plan.slots.find((s) => s.id === p.cancelling);
  return (
    <div className="stack-large">
      <div className="stack">
        <Link to="/app/user_dashboard">{t('viewings.plan.back')}</Link>
        <h1>{t('viewings.plan.title')}</h1>
        <p className="viewing-plan__ad">{p.plan.adTitle}</p>
        <p className="muted">{t('viewings.plan.intro')}</p>
      </div>
      <SlotOfferForm p={p} />
      <HostSlotList p={p} />
      <EnquirerList p={p} />
      <ConfirmDialog
        open={cancelling !== undefined}
        title={t('viewings.cancelSlot.title')}
        confirmLabel={t('viewings.cancelSlot.confirm')}
        danger
        busy={p.acting.submitting}
        onConfirm={() => void p.confirmCancel()}
        onCancel={() => p.askCancel(null)}
      >
        {cancelling && (
          <p>{t('viewings.cancelSlot.text', { when: slotTime(cancelling, lang), count: cancelling.booked })}</p>
        )}
        <FormAlert message={p.lastAction === 'cancelSlot' ? text.errorCode(p.acting.failure.errorCode) : null} />
      </ConfirmDialog>
    </div>
  );
});

export default ViewingPlanPage;
