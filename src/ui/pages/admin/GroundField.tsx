import { useTranslation } from 'react-i18next';
import { GROUND_TEXTS } from '../../../domain/decisionTexts';
import { GROUNDS_FOR, type DecisionGround } from '../../../domain/decisions';
import { SelectField } from '../../components/SelectField';

/** The ground of a restriction (a law or a clause of our terms), as the person's statement of reasons will name it. */
export function GroundField(props: {
  id: string;
  kind: keyof typeof GROUNDS_FOR;
  value: DecisionGround;
  onChange: (ground: DecisionGround) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <SelectField
      id={props.id}
      label={t('decisions.ground')}
      value={props.value}
      options={GROUNDS_FOR[props.kind].map((ground) => ({ value: ground, label: GROUND_TEXTS[ground][lang] }))}
      onValueChange={(value) => props.onChange(value as DecisionGround)}
    />
  );
}
