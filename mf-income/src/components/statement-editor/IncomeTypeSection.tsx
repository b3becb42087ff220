import { Checkbox, RadioGroup } from '@pesa/shared'
import { useIncomeTexts } from '../../i18n'
import { chooseGross, chooseHighestFee, hasIncomeAnswers } from '../../statement-form'
import { Fieldset } from './Fieldset'
import { GrossIncomeFields } from './GrossIncomeFields'
import { useChoiceError, type SectionProps } from './section-props'

interface Props extends SectionProps {
  /** Choosing the highest fee over answers already given asks first (they are cleared). */
  onConfirmHighestFee: () => void
}

/** The kind of income: the highest fee, gross income, and whether the person is an entrepreneur. */
export function IncomeTypeSection(props: Props) {
  const { form, setForm, error, onConfirmHighestFee } = props
  const f = useIncomeTexts().form
  const choiceError = useChoiceError()
  return (
    <Fieldset legend={f.incomeType} required data-qa="income-type">
      {/* The wrapper keeps the box and its error together. */}
      <div>
        <Checkbox
          label={f.highestFee}
          checked={form.highestFee}
          onChange={(checked) => (checked && hasIncomeAnswers(form) ? onConfirmHighestFee() : setForm((current) => chooseHighestFee(current, checked)))}
          error={choiceError(error('type'))}
          data-qa="highest-fee"
        />
      </div>
      <p>{f.highestFeeHint}</p>
      <Checkbox label={f.gross} checked={form.grossSelected} onChange={(checked) => setForm((current) => chooseGross(current, checked))} data-qa="gross" />
      {form.grossSelected ? <GrossIncomeFields {...props} /> : null}
      {form.highestFee ? null : (
        <RadioGroup
          legend={f.isEntrepreneur}
          required
          options={[
            { value: 'yes', label: f.yes },
            { value: 'no', label: f.no }
          ]}
          value={form.isEntrepreneur === undefined ? undefined : form.isEntrepreneur ? 'yes' : 'no'}
          onChange={(answer) => setForm((current) => ({ ...current, isEntrepreneur: answer === 'yes' }))}
          error={choiceError(error('isEntrepreneur'))}
          data-qa="is-entrepreneur"
        />
      )}
    </Fieldset>
  )
}
