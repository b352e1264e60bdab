import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ViewingPlan, ViewingSlot } from '../../../domain/viewings';
import { FormAlert } from '../../components/FormAlert';
import { slotTime } from './slotTime';

/** What booking a viewing of one ad needs from its presenter (the ad's page, the conversation, "Meine Besichtigungen"). */
export interface ViewingBooking {
  busy: boolean;
  book(adId: string, slotId: string): Promise<void>;
  cancel(adId: string, bookingId: string): Promise<void>;
  saveCalendar(adId: string, bookingId: string): Promise<void>;
}

/**
 * One ad's viewings as a seeker chooses them: my booking with its note, its calendar file and "absagen", and the other
 * times offered to me with "Buchen" (or "Hierhin verlegen"); `failure` is said below the list.
 */
export const ViewingChoice = observer(function ViewingChoice({
  plan,
  p,
  failure,
}: {
  plan: ViewingPlan;
  p: ViewingBooking;
  failure: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const mine = plan.slots.find((slot) => slot.myBookingId !== null) ?? null;
  return (
    <>
      {mine ? (
        <div className="viewing-booked stack">
          <p>
            <strong>{t('viewings.mine.booked')}</strong> {slotTime(mine, lang)}
          </p>
          {mine.addressNote && (
            <p>
              {t('viewings.slots.note')}: {mine.addressNote}
            </p>
          )}
          <div className="actions-row">
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={p.busy}
              onClick={() => void p.saveCalendar(plan.adId, mine.myBookingId!)}
            >
              {t('viewings.mine.calendarFile')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={p.busy}
              onClick={() => void p.cancel(plan.adId, mine.myBookingId!)}
            >
              {t('viewings.mine.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <p className="muted">{t('viewings.mine.choose')}</p>
      )}
      <ul className="viewing-offers">
        {plan.slots
          .filter((slot) => slot.id !== mine?.id)
          .map((slot) => (
            <li key={slot.id}>
              <span>
                {slotTime(slot, lang)} · {t(`viewings.kind.${slot.kind}`)} · <FreePlaces slot={slot} />
              </span>
              <button
                type="button"
                className={`button button--small ${mine ? 'button--secondary' : 'button--primary'}`}
                disabled={p.busy || slot.free === 0}
                aria-label={t(mine ? 'viewings.mine.moveTo' : 'viewings.mine.bookAt', { when: slotTime(slot, lang) })}
                onClick={() => void p.book(plan.adId, slot.id)}
              >
                {t(mine ? 'viewings.mine.move' : 'viewings.mine.book')}
              </button>
            </li>
          ))}
      </ul>
      <FormAlert message={failure} />
    </>
  );
});

function FreePlaces({ slot }: { slot: ViewingSlot }) {
  const { t } = useTranslation();
  return slot.free === 0 ? (
    <strong>{t('viewings.mine.full')}</strong>
  ) : (
    <>{t('viewings.mine.free', { count: slot.free })}</>
  );
}
