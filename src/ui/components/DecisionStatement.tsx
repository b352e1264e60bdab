import { useTranslation } from 'react-i18next';
import { automationText, GROUND_TEXTS, KIND_TEXTS } from '../../domain/decisionTexts';
import type { Decision } from '../../domain/decisions';
import { formatDateTime } from './format';

/** A statement of reasons as its recipient reads it: what, when, the facts, the ground, and the automated means used. */
export const DecisionStatement = ({ decision }: { decision: Decision }) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <dl className="decision__facts">
      <dt>{t('decisions.concerning')}</dt>
      <dd>
        {decision.ad ? t('decisions.adNamed', { title: decision.ad.title }) : t(`decisions.about.${decision.kind}`)}
      </dd>
      <dt>{t('decisions.decision')}</dt>
      <dd>{KIND_TEXTS[decision.kind][lang]}</dd>
      <dt>{t('decisions.decidedAt')}</dt>
      <dd>{formatDateTime(decision.decidedAt, lang)}</dd>
      <dt>{t('decisions.facts')}</dt>
      <dd className="decision__text">{decision.facts}</dd>
      <dt>{t('decisions.ground')}</dt>
      <dd>{GROUND_TEXTS[decision.ground][lang]}</dd>
      <dt>{t('decisions.automation')}</dt>
      <dd>{automationText(decision.automatedDetection, decision.automatedDecision)[lang]}</dd>
    </dl>
  );
};
