import type { CitizenUser, PersonalDataUpdate } from '@pesa/shared/api/types'
import { givenNames, validatePersonalDataUpdate, type FieldErrors } from '@pesa/shared/validators'

/** The personal details form as typed: the caller's state, kept as is after a failed save. */
export interface PersonalDetailsForm {
  preferredName: string
  phone: string
  backupPhone: string
  email: string
  noEmail: boolean
}

export type PersonalDetailsErrors = FieldErrors<keyof PersonalDataUpdate>

export function initialForm(user: CitizenUser): PersonalDetailsForm {
  return {
    preferredName: user.preferredName || givenNames(user.firstName)[0] || '',
    phone: user.phone,
    backupPhone: user.backupPhone,
    email: user.email ?? '',
    noEmail: user.email === null
  }
}

/** "No email" sends null whatever was typed (spec part 1 §5: then empty and read-only). */
export function toPersonalDataUpdate(form: PersonalDetailsForm): PersonalDataUpdate {
  return {
    preferredName: form.preferredName,
    phone: form.phone.trim(),
    backupPhone: form.backupPhone.trim(),
    email: form.noEmail ? null : form.email.trim()
  }
}

/** The server's rules for the body this form sends, so the form and the API cannot disagree. */
export function validatePersonalDetails(form: PersonalDetailsForm, firstName: string): PersonalDetailsErrors {
  return validatePersonalDataUpdate(toPersonalDataUpdate(form), { givenNames: givenNames(firstName) })
}
