import type { CitizenUser, PersonalDataUpdate } from '@pesa/shared/api/types'
import { email, firstError, optional, phone, required, type ValidationCode } from '@pesa/shared/validators'

/** The personal details form as typed: kept as is after a failed save. */
export interface PersonalDetailsForm {
  preferredName: string
  phone: string
  backupPhone: string
  email: string
  noEmail: boolean
}

export type PersonalDetailsErrors = Partial<Record<'preferredName' | 'phone' | 'backupPhone' | 'email', ValidationCode>>

/** The given first names of the register: the preferred name is one of them (spec part 1 §2). */
export function givenNames(firstName: string): string[] {
  return firstName.split(/\s+/).filter(Boolean)
}

export function initialForm(user: CitizenUser): PersonalDetailsForm {
  return {
    preferredName: user.preferredName || givenNames(user.firstName)[0] || '',
    phone: user.phone,
    backupPhone: user.backupPhone,
    email: user.email ?? '',
    noEmail: user.email === null
  }
}

/** The same rules as the server (the shared validators); the email only when there is one. */
export function validatePersonalDetails(form: PersonalDetailsForm, firstName: string): PersonalDetailsErrors {
  const errors: PersonalDetailsErrors = {}
  if (!givenNames(firstName).includes(form.preferredName)) errors.preferredName = 'REQUIRED'
  const phoneError = firstError(form.phone, required, phone)
  if (phoneError) errors.phone = phoneError
  const backupPhoneError = optional(phone)(form.backupPhone)
  if (backupPhoneError) errors.backupPhone = backupPhoneError
  if (!form.noEmail) {
    const emailError = firstError(form.email, required, email)
    if (emailError) errors.email = emailError
  }
  return errors
}

export function toPersonalDataUpdate(form: PersonalDetailsForm): PersonalDataUpdate {
  return {
    preferredName: form.preferredName,
    phone: form.phone.trim(),
    backupPhone: form.backupPhone.trim(),
    email: form.noEmail ? null : form.email.trim()
  }
}
