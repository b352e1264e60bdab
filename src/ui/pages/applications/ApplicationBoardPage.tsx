import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { APPLICATION_STATUSES } from '../../../domain/applications';
import { useInstance } from '../../app/ContainerContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { ApplicantCardView } from './ApplicantCardView';
import { ApplicationBoardPresenter } from './ApplicationBoardPresenter';
import { FirstRoundSection } from './FirstRoundSection';

/** /app/ads/:id/applications — the landlord's board: a column per stage, stacked on a phone. */
const ApplicationBoardPage = observer(function ApplicationBoardPage() {
  const { id = '' } = useParams();
  const p = useInstance(ApplicationBoardPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  usePageTitle(t('applications.board.title'));
  useEffect(() => {
    void p.load(id);
  }, [p, id]);
  if (!p.board && !p.loadErrorCode) return <Spinner />;
  if (!p.board) return <FormAlert message={text.errorCode(p.loadErrorCode)} />;
  const accepting = p.board.applicants.find((a) => a.id === p.accepting);
  return (
    <div className="stack-large">
      <div className="stack">
        <Link to="/app/user_dashboard">{t('viewings.plan.back')}</Link>
        <h1>{t('applications.board.title')}</h1>
        <p className="viewing-plan__ad">{p.board.adTitle}</p>
        <p className="muted">{t('applications.board.intro')}</p>
      </div>
      {p.board.closed && (
        <div className="alert alert--success stack" role="status">
          <p>{t('applications.board.closed')}</p>
          {p.justAccepted && !p.adStatus && (p.board.adStatus === 'active' || p.board.adStatus === 'paused') && (
            <>
              <p>{t('applications.board.pauseOrArchive')}</p>
              <div className="actions-row">
                {p.board.adStatus === 'active' && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={p.settling.submitting}
                    onClick={() => void p.settle('pause')}
                  >
                    {t('applications.board.pause')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={p.settling.submitting}
                  onClick={() => void p.settle('archive')}
                >
                  {t('applications.board.archive')}
                </button>
              </div>
              <FormAlert message={text.errorCode(p.settling.failure.errorCode)} />
            </>
          )}
          {p.adStatus && <p>{t(`applications.board.ad_${p.adStatus === 'archived' ? 'archived' : 'paused'}`)}</p>}
        </div>
      )}
      <FirstRoundSection p={p} />
      <div className="applicant-board">
        {APPLICATION_STATUSES.map((status) => {
          const cards = p.inColumn(status);
          return (
            <section key={status} className="applicant-board__column" aria-labelledby={`column-${status}`}>
              <h2 id={`column-${status}`}>
                {t(`applications.status.${status}`)} <span className="muted">({cards.length})</span>
              </h2>
              {cards.length === 0 && <p className="muted">{t('applications.board.empty')}</p>}
              <ul className="applicant-board__cards">
                {cards.map((card) => (
                  <ApplicantCardView key={card.id} p={p} card={card} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <ConfirmDialog
        open={accepting !== undefined}
        title={t('applications.accept.title')}
        confirmLabel={t('applications.accept.confirm')}
        busy={p.acting.submitting}
        onConfirm={() => void p.confirmAccept()}
        onCancel={() => p.cancelAccept()}
      >
        {accepting && (
          <p>
            {t('applications.accept.text', {
              name: accepting.name ?? t('applications.firstRound.anonymous', { number: accepting.number }),
            })}
          </p>
        )}
        <FormAlert message={p.accepting ? text.errorCode(p.acting.failure.errorCode) : null} />
      </ConfirmDialog>
    </div>
  );
});

export default ApplicationBoardPage;
