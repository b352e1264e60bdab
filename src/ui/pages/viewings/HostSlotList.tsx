import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { useFormText } from '../../components/useFormText';
import type { ViewingSlot } from '../../../domain/viewings';
import { begun, slotTime } from './slotTime';
import { DoneNotice } from './DoneNotice';
import type { ViewingPlanPresenter } from './ViewingPlanPresenter';

/** The landlord's slots: when, how full, for whom, who is booked — and, once begun, who came. */
export const HostSlotList = observer(function HostSlotList({ p }: { p: ViewingPlanPresenter }) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const slots = p.plan?.slots ?? [];
  return (
    <section className="stack" aria-labelledby="slots-title">
      <h2 id="slots-title">{t('viewings.slots.title')}</h2>
      {slots.length === 0 && <p className="muted">{t('viewings.slots.none')}</p>}
      <DoneNotice p={p} when="cancelled" />
      <FormAlert message={p.lastAction === 'markAttendance' ? text.errorCode(p.acting.failure.errorCode) : null} />
      <ul className="viewing-slots">
        {slots.map((slot) => (
          <li key={slot.id} className={`card viewing-slot${slot.cancelled ? ' viewing-slot--cancelled' : ''}`}>
            <HostSlot p={p} slot={slot} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
});

const HostSlot = observer(function HostSlot(props: { p: ViewingPlanPresenter; slot: ViewingSlot; lang: 'de' | 'en' }) {
  const { p, slot, lang } = props;
  const { t } = useTranslation();
  const started = begun(slot);
  const when = slotTime(slot, lang);
  return (
    <>
      <h3 className="viewing-slot__time">{when}</h3>
      <p>
        {t(`viewings.kind.${slot.kind}`)} ·{' '}
        {slot.cancelled ? (
          <strong>{t('viewings.slots.cancelled')}</strong>
        ) : (
          t('viewings.slots.places', { booked: slot.booked, capacity: slot.capacity })
        )}{' '}
        · {t(slot.openToEnquirers ? 'viewings.slots.openToAll' : 'viewings.slots.invitedOnly')}
      </p>
      {slot.addressNote && (
        <p className="muted">
          {t('viewings.slots.note')}: {slot.addressNote}
        </p>
      )}
      {(slot.attendees ?? []).length > 0 && (
        <ul className="viewing-attendees" aria-label={t('viewings.slots.attendeesOf', { when })}>
          {slot.attendees!.map((person) => (
            <li key={person.bookingId}>
              <span>{person.name}</span>
              {started ? (
                <span
                  className="viewing-attendees__marks"
                  role="group"
                  aria-label={t('viewings.attendance.of', { name: person.name })}
                >
                  {(['attended', 'no_show'] as const).map((mark) => (
                    <button
                      key={mark}
                      type="button"
                      className={`button button--small ${person.attendance === mark ? 'button--primary' : 'button--secondary'}`}
                      aria-pressed={person.attendance === mark}
                      disabled={p.acting.submitting}
                      onClick={() => void p.mark(person.bookingId, mark)}
                    >
                      {t(`viewings.attendance.${mark}`)}
                    </button>
                  ))}
                </span>
              ) : (
                <span className="muted">{t('viewings.attendance.later')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {!slot.cancelled && !started && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => p.askCancel(slot.id)}
          aria-label={t('viewings.slots.cancelOf', { when })}
        >
          {t('viewings.slots.cancel')}
        </button>
      )}
    </>
  );
});
