import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES, type ApplicantCard } from '../../../domain/applications';
import { FormAlert } from '../../components/FormAlert';
import { formatDate, formatDateTime } from '../../components/format';
import { useFormText } from '../../components/useFormText';
import type { ApplicationBoardPresenter } from './ApplicationBoardPresenter';

/** One applicant: name, whether they came, the facts the stage and their consent allow, documents, and the moves. */
export const ApplicantCardView = observer(function ApplicantCardView(props: {
  p: ApplicationBoardPresenter;
  card: ApplicantCard;
}) {
  const { p, card } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const text = useFormText();
  const closed = p.board?.closed === true;
  const facts = card.profile;
  const first = card.firstFacts;
  const selectId = `move-${card.id}`;
  const name = card.name ?? t('applications.firstRound.anonymous', { number: card.number });
  return (
    <li className="card applicant">
      <h3 className="applicant__name">{name}</h3>
      {card.name === null && <p className="muted">{t('applications.firstRound.nameLater')}</p>}
      {first && (
        <dl className="applicant__facts">
          <dt>{t('applications.profile.household')}</dt>
          <dd>
            {t('applications.board.adults', { count: first.adults })},{' '}
            {t('applications.board.children', { count: first.children })}
          </dd>
          <dt>{t('applications.profile.moveInFrom')}</dt>
          <dd>{first.moveInFrom ? formatDate(first.moveInFrom, lang) : '–'}</dd>
          <dt>{t('applications.profile.pets')}</dt>
          <dd>{first.pets || '–'}</dd>
          <dt>{t('applications.profile.wbsShort')}</dt>
          <dd>{t(first.wbs ? 'applications.board.yes' : 'applications.board.no')}</dd>
        </dl>
      )}
      {(card.attended || card.conversationId) && (
        <p className="muted">
          {card.attended && t('applications.board.attended')}
          {card.attended && card.conversationId && ' · '}
          {card.conversationId && (
            <Link to={`/app/messages/${card.conversationId}`}>{t('applications.board.conversation')}</Link>
          )}
        </p>
      )}
      {facts ? (
        <dl className="applicant__facts">
          <dt>{t('applications.profile.household')}</dt>
          <dd>
            {t('applications.board.adults', { count: facts.adults })},{' '}
            {t('applications.board.children', { count: facts.children })}
          </dd>
          <dt>{t('applications.profile.incomeBand')}</dt>
          <dd>{facts.incomeBand ? t(`applications.income.${facts.incomeBand}`) : '–'}</dd>
          <dt>{t('applications.profile.employment')}</dt>
          <dd>{facts.employment ? t(`applications.employment.${facts.employment}`) : '–'}</dd>
          <dt>{t('applications.profile.pets')}</dt>
          <dd>{facts.pets || '–'}</dd>
          <dt>{t('applications.profile.moveInFrom')}</dt>
          <dd>{facts.moveInFrom ? formatDate(facts.moveInFrom, lang) : '–'}</dd>
          <dt>{t('applications.profile.guarantorShort')}</dt>
          <dd>{t(facts.guarantor ? 'applications.board.yes' : 'applications.board.no')}</dd>
          <dt>{t('applications.profile.wbsShort')}</dt>
          <dd>{t(facts.wbs ? 'applications.board.yes' : 'applications.board.no')}</dd>
        </dl>
      ) : (
        !first && <p className="muted">{t('applications.board.nameOnly')}</p>
      )}
      {facts?.intro && <p className="applicant__intro">{facts.intro}</p>}
      {card.rentControlDisclosedAt && (
        <p className="applicant__statement">
          {t('applications.rentControl.delivered', { when: formatDateTime(card.rentControlDisclosedAt, lang) })}{' '}
          <button
            type="button"
            className="button button--link"
            aria-label={t('applications.rentControl.proofFor', { name })}
            onClick={() => void p.keepStatement(card.id)}
          >
            {t('applications.rentControl.proof')}
          </button>
        </p>
      )}
      {card.documents.length > 0 && (
        <ul className="applicant__documents">
          {card.documents.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void p.open(card.id, d.id)}
              >
                {t('applications.board.open', { name: d.filename })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {card.status === 'shortlisted' && !closed && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={card.documentsRequested || p.acting.submitting}
          onClick={() => void p.requestDocuments(card.id)}
        >
          {t(card.documentsRequested ? 'applications.board.documentsRequested' : 'applications.board.requestDocuments')}
        </button>
      )}
      {!closed && card.status !== 'accepted' && (
        <div className="applicant__move">
          <label htmlFor={selectId}>{t('applications.board.moveTo', { name })}</label>
          <select
            id={selectId}
            value={p.target(card.id, card.status)}
            onChange={(e) => p.choose(card.id, e.target.value as ApplicantCard['status'])}
          >
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`applications.status.${s}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={p.target(card.id, card.status) === card.status || p.acting.submitting}
            onClick={() => void p.move(card.id)}
          >
            {t('applications.board.move')}
          </button>
        </div>
      )}
      <FormAlert message={p.busy === card.id && !p.accepting ? text.errorCode(p.acting.failure.errorCode) : null} />
    </li>
  );
});
