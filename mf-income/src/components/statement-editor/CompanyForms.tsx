import { Checkbox, InputField, RadioGroup, useCommonTexts } from '@pesa/shared'
import type { Entrepreneur } from '@pesa/shared/api/types'
import { DateInput } from '@pesa/shared/kit/date-input'
import { useIncomeTexts } from '../../i18n'
import { chooseLimitedCompany } from '../../statement-form'
import styles from '../Income.module.css'
import { useChoiceError, type SectionProps } from './section-props'

/** The entrepreneur's company forms (at least one): self-employed with its income, limited company, partnership, light. */
export function CompanyForms({ form, setForm, error, reportProblem }: SectionProps) {
  const f = useIncomeTexts().form
  const common = useCommonTexts()
  const choiceError = useChoiceError()
  const { entrepreneur } = form
  const selfEmployed = entrepreneur.selfEmployed
  const updateEntrepreneur = (change: Partial<Entrepreneur>) => setForm((current) => ({ ...current, entrepreneur: { ...current.entrepreneur, ...change } }))
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>
        {f.companyForms}
        <span aria-hidden="true"> *</span>
      </legend>
      {/* The wrapper keeps the box and its error together. */}
      <div>
        <Checkbox
          label={f.selfEmployed}
          checked={selfEmployed !== null}
          onChange={(checked) => updateEntrepreneur({ selfEmployed: checked ? { attachments: false, estimatedIncome: null } : null })}
          error={error('entrepreneur.companyForms') ? common.validation.AT_LEAST_ONE : undefined}
          data-qa="self-employed"
        />
      </div>
      {selfEmployed ? (
        <div className={styles.nested}>
          <RadioGroup
            legend={f.selfEmployedHow}
            required
            options={[
              { value: 'attachments', label: f.selfEmployedAttachments },
              { value: 'estimate', label: f.selfEmployedEstimate }
            ]}
            value={selfEmployed.attachments ? 'attachments' : selfEmployed.estimatedIncome ? 'estimate' : undefined}
            onChange={(how) =>
              updateEntrepreneur({
                selfEmployed:
                  how === 'attachments'
                    ? { attachments: true, estimatedIncome: null }
                    : { attachments: false, estimatedIncome: { estimatedMonthlyIncome: '', incomeStartDate: '', incomeEndDate: '' } }
              })
            }
            error={choiceError(error('entrepreneur.selfEmployed') ?? error('entrepreneur.selfEmployed.attachments'))}
            data-qa="self-employed-how"
          />
          {selfEmployed.estimatedIncome ? (
            <>
              <InputField
                label={f.estimatedMonthlyIncome}
                hint={f.euroHint}
                required
                inputMode="decimal"
                value={selfEmployed.estimatedIncome.estimatedMonthlyIncome}
                onChange={(estimatedMonthlyIncome) =>
                  updateEntrepreneur({
                    selfEmployed: { ...selfEmployed, estimatedIncome: { ...selfEmployed.estimatedIncome!, estimatedMonthlyIncome } }
                  })
                }
                error={error('entrepreneur.selfEmployed.estimatedIncome.estimatedMonthlyIncome')}
                data-qa="self-employed-income"
              />
              <DateInput
                label={f.incomeStartDate}
                required
                value={selfEmployed.estimatedIncome.incomeStartDate || undefined}
                onChange={(value, problem) => {
                  updateEntrepreneur({
                    selfEmployed: { ...selfEmployed, estimatedIncome: { ...selfEmployed.estimatedIncome!, incomeStartDate: value ?? '' } }
                  })
                  reportProblem('entrepreneur.selfEmployed.estimatedIncome.incomeStartDate', problem)
                }}
                error={error('entrepreneur.selfEmployed.estimatedIncome.incomeStartDate')}
                data-qa="self-employed-start"
              />
              <DateInput
                label={f.incomeEndDate}
                value={selfEmployed.estimatedIncome.incomeEndDate || undefined}
                onChange={(value, problem) => {
                  updateEntrepreneur({
                    selfEmployed: { ...selfEmployed, estimatedIncome: { ...selfEmployed.estimatedIncome!, incomeEndDate: value ?? '' } }
                  })
                  reportProblem('entrepreneur.selfEmployed.estimatedIncome.incomeEndDate', problem)
                }}
                error={error('entrepreneur.selfEmployed.estimatedIncome.incomeEndDate')}
                data-qa="self-employed-end"
              />
            </>
          ) : null}
        </div>
      ) : null}
      <Checkbox
        label={f.limitedCompany}
        checked={entrepreneur.limitedCompany !== null}
        onChange={(checked) => setForm((current) => ({ ...current, entrepreneur: chooseLimitedCompany(current.entrepreneur, checked) }))}
        data-qa="limited-company"
      />
      {entrepreneur.limitedCompany ? (
        <div className={styles.nested}>
          <RadioGroup
            legend={f.limitedCompanySource}
            required
            options={(['INCOMES_REGISTER', 'ATTACHMENTS'] as const).map((value) => ({ value, label: f.sources[value] }))}
            value={entrepreneur.limitedCompany.incomeSource ?? undefined}
            onChange={(incomeSource) => updateEntrepreneur({ limitedCompany: { incomeSource } })}
            error={choiceError(error('entrepreneur.limitedCompany.incomeSource'))}
            data-qa="limited-company-source"
          />
        </div>
      ) : null}
      <Checkbox
        label={f.partnership}
        checked={entrepreneur.partnership}
        onChange={(partnership) => updateEntrepreneur({ partnership })}
        data-qa="partnership"
      />
      <Checkbox
        label={f.lightEntrepreneur}
        checked={entrepreneur.lightEntrepreneur}
        onChange={(lightEntrepreneur) => updateEntrepreneur({ lightEntrepreneur })}
        data-qa="light-entrepreneur"
      />
    </fieldset>
  )
}
