import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { useFormText } from '../../components/useFormText';
import { slotTime } from './slotTime';
import { DoneNotice } from './DoneNotice';
import type { ViewingPlanPresenter } from './ViewingPlanPresenter';

/** Everyone who wrote about the ad: whether invited or booked, and a choice of whom to invite (several at once). */
export const EnquirerList = observer(function EnquirerList({ p }: { p: ViewingPlanPresenter }) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const plan = p.plan!;
  const enquirers = plan.enquirers ?? [];
  const slotOf = (id: string | null) => plan.slots.find((s) => s.id === id);
  return (
    <section className="card stack" aria-labelledby="enquirers-title">
      <h2 id="enquirers-title">{t('viewings.enquirers.title')}</h2>
      <p className="muted">{t('viewings.enquirers.hint')}</p>
      {enquirers.length === 0 ? (
        <p>{t('viewings.enquirers.none')}</p>
      ) : (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.invite();
          }}
        >
          <ul className="viewing-enquirers">
            {enquirers.map((person) => {
              const booked = slotOf(person.bookedSlotId);
              return (
                <li key={person.seekerId}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={p.selected.has(person.seekerId)}
                      onChange={() => p.toggle(person.seekerId)}
                    />
                    <span>{person.name}</span>
                  </label>
                  <span className="muted">
                    {booked
                      ? t('viewings.enquirers.booked', { when: slotTime(booked, lang) })
                      : person.invited
                        ? t('viewings.enquirers.invited')
                        : t('viewings.enquirers.notInvited')}
                  </span>
                  <Link to={`/app/messages/${person.conversationId}`} className="viewing-enquirers__chat">
                    {t('viewings.enquirers.conversation', { name: person.name })}
                  </Link>
                </li>
              );
            })}
          </ul>
          <DoneNotice p={p} when="invited" />
          <FormAlert message={p.lastAction === 'invite' ? text.errorCode(p.acting.failure.errorCode) : null} />
          <button type="submit" className="button button--primary" disabled={!p.invitable}>
            {t('viewings.enquirers.invite', { count: p.selected.size })}
          </button>
        </form>
      )}
    </section>
  );
});
