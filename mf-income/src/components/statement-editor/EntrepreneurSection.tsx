import { Checkbox, InputField, RadioGroup } from '@pesa/shared'
import type { Entrepreneur } from '@pesa/shared/api/types'
import { DateInput } from '@pesa/shared/kit/date-input'
import { useIncomeTexts } from '../../i18n'
import styles from '../Income.module.css'
import { CompanyForms } from './CompanyForms'
import { Fieldset } from './Fieldset'
import { useChoiceError, type SectionProps } from './section-props'
import { TEXT_LIMITS } from '@pesa/shared/api/limits'

/** The entrepreneur's answers: when, which company, its forms and, for a company or partnership, the accountant. */
export function EntrepreneurSection(props: SectionProps) {
  const { form, setForm, error, reportProblem } = props
  const f = useIncomeTexts().form
  const choiceError = useChoiceError()
  const { entrepreneur } = form
  const updateEntrepreneur = (change: Partial<Entrepreneur>) => setForm((current) => ({ ...current, entrepreneur: { ...current.entrepreneur, ...change } }))
  return (
    <Fieldset legend={f.entrepreneur} data-qa="entrepreneur">
      <DateInput
        label={f.startOfEntrepreneurship}
        required
        value={entrepreneur.startOfEntrepreneurship || undefined}
        onChange={(value, problem) => {
          updateEntrepreneur({ startOfEntrepreneurship: value ?? '' })
          reportProblem('entrepreneur.startOfEntrepreneurship', problem)
        }}
        error={error('entrepreneur.startOfEntrepreneurship')}
        data-qa="start-of-entrepreneurship"
      />
      <InputField
        label={f.companyName}
        value={entrepreneur.companyName}
        maxLength={TEXT_LIMITS.IncomeStatementBody.entrepreneur.companyName}
        onChange={(companyName) => updateEntrepreneur({ companyName })}
        data-qa="company-name"
      />
      <InputField
        label={f.businessId}
        value={entrepreneur.businessId}
        maxLength={TEXT_LIMITS.IncomeStatementBody.entrepreneur.businessId}
        onChange={(businessId) => updateEntrepreneur({ businessId })}
        data-qa="business-id"
      />
      <RadioGroup
        legend={f.spouseWorksInCompany}
        required
        options={[
          { value: 'yes', label: f.yes },
          { value: 'no', label: f.no }
        ]}
        value={entrepreneur.spouseWorksInCompany === undefined ? undefined : entrepreneur.spouseWorksInCompany ? 'yes' : 'no'}
        onChange={(answer) => updateEntrepreneur({ spouseWorksInCompany: answer === 'yes' })}
        error={choiceError(error('entrepreneur.spouseWorksInCompany'))}
        data-qa="spouse-works-in-company"
      />
      <Checkbox
        label={f.startupGrant}
        checked={entrepreneur.startupGrant}
        onChange={(startupGrant) => updateEntrepreneur({ startupGrant })}
        data-qa="startup-grant"
      />
      <Checkbox
        label={f.checkupConsent}
        checked={entrepreneur.checkupConsent}
        onChange={(checkupConsent) => updateEntrepreneur({ checkupConsent })}
        data-qa="checkup-consent"
      />
      <CompanyForms {...props} />
      {entrepreneur.limitedCompany || entrepreneur.partnership ? (
        <fieldset className={styles.fieldset} data-qa="accountant">
          <legend className={styles.label}>{f.accountant}</legend>
          {(['name', 'address', 'phone', 'email'] as const).map((key) => (
            <InputField
              key={key}
              label={f[`accountant${key[0]!.toUpperCase()}${key.slice(1)}` as 'accountantName']}
              required={key !== 'address'}
              type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
              value={entrepreneur.accountant?.[key] ?? ''}
              onChange={(value) =>
                updateEntrepreneur({ accountant: { ...(entrepreneur.accountant ?? { name: '', address: '', phone: '', email: '' }), [key]: value } })
              }
              error={error(`entrepreneur.accountant.${key}`)}
              data-qa={`accountant-${key}`}
            />
          ))}
        </fieldset>
      ) : null}
    </Fieldset>
  )
}
