import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { useFormText } from '../../components/useFormText';
import type { MyViewingsPresenter } from './MyViewingsPresenter';

/** The private calendar feed: its secret address to copy into a calendar app, a new address, or none. */
export const CalendarFeedSection = observer(function CalendarFeedSection({ p }: { p: MyViewingsPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const url = p.feed?.url ?? null;
  const busy = p.feedChange.submitting;
  return (
    <section className="card stack" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('viewings.feed.title')}</h2>
      <p className="muted">{t('viewings.feed.intro')}</p>
      {url ? (
        <>
          <label htmlFor="calendar-feed-url">{t('viewings.feed.address')}</label>
          <input id="calendar-feed-url" type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
          <p className="muted">{t('viewings.feed.secret')}</p>
          <div className="actions-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void p.changeFeed('renew')}
            >
              {t('viewings.feed.renew')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void p.changeFeed('revoke')}
            >
              {t('viewings.feed.revoke')}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void p.changeFeed('renew')}
        >
          {t('viewings.feed.create')}
        </button>
      )}
      <FormAlert message={text.errorCode(p.feedChange.failure.errorCode)} />
    </section>
  );
});
