import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AD_CATEGORIES } from '../../../../domain/ad';
import { Link } from 'react-router-dom';
import { AD_LIMITS } from '../../../../domain/adValidation';
import { FormAlert } from '../../../components/FormAlert';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextAreaField } from '../../../components/TextAreaField';
import { useFormText } from '../../../components/useFormText';
import type { AdEditorPresenter } from '../AdEditorPresenter';
import { AddressFields } from './AddressFields';
import { CostFields } from './CostFields';
import { FactFields } from './FactFields';
import { RentControlFields } from './RentControlFields';

/** Step 1: what is offered, for how much, where, and its facts. */
export const DetailsStep = observer(function DetailsStep({
  p,
  heading,
  onSaved,
}: {
  p: AdEditorPresenter;
  heading: RefObject<HTMLHeadingElement | null>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useFormText();
  const d = p.draft;
  const failure = p.details.failure;
  const fieldError = (field: string) => text.fieldError(failure.fieldErrors[field]);
  return (
    <form
      noValidate
      className="card stack"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await p.saveDetails()) onSaved();
        // An unclear number or a refused field: the first one gets the focus, its message is read out.
        else document.querySelector<HTMLElement>('.editor [aria-invalid="true"]')?.focus();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        {t('adForm.step.details')}
      </h2>
      {p.restoredInput && (
        <p role="status" className="alert alert--info restored-input">
          {t('adForm.restoredInput')}{' '}
          <button type="button" className="button button--link" onClick={() => p.discardInput()}>
            {t('adForm.discardInput')}
          </button>
        </p>
      )}
      <fieldset className="fieldset stack">
        <legend>{t('adForm.sections.basics')}</legend>
        <FormField
          id="title"
          label={t('adForm.title')}
          value={d.title}
          onValueChange={(v) => p.set('title', v)}
          error={fieldError('title')}
          limit={AD_LIMITS.titleMax}
          required
        />
        <SelectField
          id="category"
          label={t('adForm.category')}
          value={d.category}
          onValueChange={(v) => p.set('category', v as typeof d.category)}
          options={[
            { value: '', label: t('adForm.chooseCategory') },
            ...AD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
          ]}
          error={fieldError('category')}
          required
        />
        <TextAreaField
          id="description"
          label={t('adForm.description')}
          hint={t('adForm.descriptionHint')}
          rows={8}
          limit={AD_LIMITS.descriptionMax}
          value={d.description}
          onValueChange={(v) => p.set('description', v)}
          error={fieldError('description')}
          required
        />
        {p.plan.seller && (
          <p className="muted">
            {t('adForm.offeredAs', { kind: t(`sellerTypes.${p.plan.seller.accountKind}`) })}{' '}
            <Link to="/app/profile#seller">{t('adForm.offeredAsChange')}</Link>
          </p>
        )}
      </fieldset>
      <CostFields p={p} />
      <AddressFields p={p} />
      <RentControlFields p={p} />
      <FactFields p={p} />
      {/* Beside the button that was pressed: the form is long, and its top is far out of sight by then. */}
      <FormAlert message={p.numbers.hasProblems ? t('numbers.fixFirst') : text.errorCode(failure.errorCode)} />
      <div className="editor__actions">
        <SubmitButton busy={p.details.submitting}>
          {t(p.editsPaidAd ? 'adForm.saveChanges' : 'adForm.saveAndContinue')}
        </SubmitButton>
      </div>
    </form>
  );
});
