import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { formatDateTime } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import type { ApplicationBoardPresenter } from './ApplicationBoardPresenter';

const CHOICES = [24, 48, 72, 168] as const;

/**
 * "Faire erste Runde" on the landlord's board (issue 71): an application window during which the applications come in
 * a random order fixed for the ad and without names, until the landlord invites or shortlists someone.
 */
export const FirstRoundSection = observer(function FirstRoundSection({ p }: { p: ApplicationBoardPresenter }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  const board = p.board!;
  if (board.closed) return null;
  return (
    <section className="card stack" aria-labelledby="first-round-title">
      <h2 id="first-round-title">{t('applications.firstRound.title')}</h2>
      {p.windowOpen ? (
        <>
          <p role="status">
            {t('applications.firstRound.running', { until: formatDateTime(board.windowEndsAt!, lang) })}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={p.windowing.submitting}
            onClick={() => void p.setWindow(0)}
          >
            {t('applications.firstRound.end')}
          </button>
        </>
      ) : (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.setWindow(p.windowHours);
          }}
        >
          <p className="muted">{t('applications.firstRound.intro')}</p>
          {board.windowEndsAt && (
            <p>{t('applications.firstRound.ended', { at: formatDateTime(board.windowEndsAt, lang) })}</p>
          )}
          <div className="field">
            <label htmlFor="first-round-hours">{t('applications.firstRound.length')}</label>
            <select
              id="first-round-hours"
              value={p.windowHours}
              onChange={(e) => p.setWindowHours(Number(e.target.value))}
            >
              {CHOICES.map((hours) => (
                <option key={hours} value={hours}>
                  {t('applications.firstRound.hours', { count: hours })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={p.windowing.submitting}>
            {t('applications.firstRound.start')}
          </button>
        </form>
      )}
      <FormAlert message={text.errorCode(p.windowing.failure.errorCode)} />
    </section>
  );
});
