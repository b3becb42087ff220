import { Checkbox, InputField, RadioGroup } from '@pesa/shared'
import type { GrossIncome } from '@pesa/shared/api/types'
import { OTHER_INCOME_TYPES } from '@pesa/shared/validators'
import { useIncomeTexts } from '../../i18n'
import { chooseIncomeSource } from '../../statement-form'
import styles from '../Income.module.css'
import { TextArea } from '@pesa/shared/kit/text-area'
import { useChoiceError, type SectionProps } from './section-props'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'

/** Gross income, shown once chosen: where it is read from, the amount or why there is none, other income. */
export function GrossIncomeFields({ form, setForm, error }: SectionProps) {
  const t = useIncomeTexts()
  const f = t.form
  const choiceError = useChoiceError()
  const gross = form.gross
  const updateGross = (change: Partial<GrossIncome>) => setForm((current) => ({ ...current, gross: { ...current.gross, ...change } }))
  return (
    <div className={styles.nested}>
      <RadioGroup
        legend={f.incomeSource}
        required
        options={(['INCOMES_REGISTER', 'ATTACHMENTS', 'NO_INCOME'] as const).map((value) => ({ value, label: f.sources[value] }))}
        value={gross.incomeSource ?? undefined}
        onChange={(incomeSource) => setForm((current) => ({ ...current, gross: chooseIncomeSource(current.gross, incomeSource) }))}
        error={choiceError(error('gross.incomeSource'))}
        data-qa="gross-income-source"
      />
      {gross.incomeSource === 'NO_INCOME' ? (
        <InputField
          label={f.noIncomeDescription}
          required
          value={gross.noIncomeDescription}
          onChange={(noIncomeDescription) => updateGross({ noIncomeDescription })}
          error={error('gross.noIncomeDescription')}
          maxLength={TEXT_LIMITS.IncomeStatementBody.gross.noIncomeDescription}
          data-qa="no-income-description"
        />
      ) : gross.incomeSource ? (
        <InputField
          label={f.estimatedMonthlyIncome}
          hint={f.euroHint}
          required
          inputMode="decimal"
          value={gross.estimatedMonthlyIncome}
          onChange={(estimatedMonthlyIncome) => updateGross({ estimatedMonthlyIncome })}
          error={error('gross.estimatedMonthlyIncome')}
          data-qa="estimated-monthly-income"
        />
      ) : null}
      {gross.incomeSource && gross.incomeSource !== 'NO_INCOME' ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{f.otherIncome}</legend>
          {OTHER_INCOME_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t.otherIncomeTypes[type]}
              checked={gross.otherIncome.includes(type)}
              onChange={(checked) => updateGross({ otherIncome: checked ? [...gross.otherIncome, type] : gross.otherIncome.filter((other) => other !== type) })}
              data-qa={`other-income-${type}`}
            />
          ))}
          <TextArea
            label={f.otherIncomeInfo}
            maxLength={TEXT_LIMITS.IncomeStatementBody.gross.otherIncomeInfo}
            value={gross.otherIncomeInfo}
            onChange={(otherIncomeInfo) => updateGross({ otherIncomeInfo })}
            data-qa="other-income-info"
          />
        </fieldset>
      ) : null}
    </div>
  )
}
