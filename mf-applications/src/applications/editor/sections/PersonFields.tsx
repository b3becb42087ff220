import { InputField } from '@pesa/shared'
import type { ApplicationForm } from '@pesa/shared/api/types'
import { DateInput } from '@pesa/shared/kit/date-input'
import { SSN_LENGTH } from '@pesa/shared/validators'
import { useApplicationsTexts } from '../../i18n'
import styles from '../../Applications.module.css'
import type { SectionProps } from './EditorSectionFrame'

export type Address = NonNullable<ApplicationForm['child']['futureAddress']>
export const emptyAddress = (): Address => ({ movingDate: null, street: '', postalCode: '', postOffice: '' })
export const emptyPerson = () => ({ firstName: '', lastName: '', socialSecurityNumber: '' })

export function FutureAddressFields({
  prefix,
  address,
  onChange,
  error,
  problem
}: {
  prefix: string
  address: Address
  onChange: (address: Address, path: string) => void
  error: SectionProps['error']
  problem: SectionProps['problem']
}) {
  const t = useApplicationsTexts().editor
  return (
    <div className={styles.nested}>
      <DateInput
        label={t.movingDate}
        value={address.movingDate ?? undefined}
        onChange={(movingDate, code) => {
          problem(`${prefix}.movingDate`, code)
          onChange({ ...address, movingDate: movingDate ?? null }, `${prefix}.movingDate`)
        }}
        error={error(`${prefix}.movingDate`)}
        required
        data-qa={`${prefix}.movingDate`}
      />
      <InputField
        label={t.street}
        value={address.street}
        onChange={(street) => onChange({ ...address, street }, `${prefix}.street`)}
        error={error(`${prefix}.street`)}
        required
        data-qa={`${prefix}.street`}
      />
      <InputField
        label={t.postalCode}
        value={address.postalCode}
        inputMode="numeric"
        onChange={(postalCode) => onChange({ ...address, postalCode }, `${prefix}.postalCode`)}
        error={error(`${prefix}.postalCode`)}
        required
        data-qa={`${prefix}.postalCode`}
      />
      <InputField
        label={t.postOffice}
        value={address.postOffice}
        onChange={(postOffice) => onChange({ ...address, postOffice }, `${prefix}.postOffice`)}
        error={error(`${prefix}.postOffice`)}
        required
        data-qa={`${prefix}.postOffice`}
      />
    </div>
  )
}

export function PersonFields({
  prefix,
  person,
  onChange,
  error
}: {
  prefix: string
  person: ReturnType<typeof emptyPerson>
  onChange: (person: ReturnType<typeof emptyPerson>, path?: string) => void
  error: SectionProps['error']
}) {
  const t = useApplicationsTexts().editor
  return (
    <div className={styles.nested}>
      <InputField
        label={t.firstName}
        value={person.firstName}
        onChange={(firstName) => onChange({ ...person, firstName }, `${prefix}.firstName`)}
        error={error(`${prefix}.firstName`)}
        required
        data-qa={`${prefix}.firstName`}
      />
      <InputField
        label={t.lastName}
        value={person.lastName}
        onChange={(lastName) => onChange({ ...person, lastName }, `${prefix}.lastName`)}
        error={error(`${prefix}.lastName`)}
        required
        data-qa={`${prefix}.lastName`}
      />
      <InputField
        label={t.ssn}
        value={person.socialSecurityNumber}
        maxLength={SSN_LENGTH}
        onChange={(ssn) =>
          onChange({ ...person, socialSecurityNumber: ssn.toUpperCase() }, ssn.length >= SSN_LENGTH ? `${prefix}.socialSecurityNumber` : undefined)
        }
        error={error(`${prefix}.socialSecurityNumber`)}
        required
        data-qa={`${prefix}.socialSecurityNumber`}
      />
    </div>
  )
}
