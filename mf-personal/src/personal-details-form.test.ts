import { initialForm, toPersonalDataUpdate, validatePersonalDetails } from './personal-details-form'
import { liisa } from './test-people'

describe('initialForm', () => {
  it('starts from the first given name and ticks "no email" for a guardian without one', () => {
    expect(initialForm(liisa)).toEqual({ preferredName: 'Liisa', phone: '044 555 0123', backupPhone: '', email: '', noEmail: true })
  })

  it('keeps a chosen preferred name and the email', () => {
    expect(initialForm({ ...liisa, preferredName: 'Annikki', email: 'liisa@example.fi' })).toMatchObject({
      preferredName: 'Annikki',
      email: 'liisa@example.fi',
      noEmail: false
    })
  })
})

describe('validatePersonalDetails', () => {
  const form = initialForm(liisa)

  it('accepts the details as they are', () => {
    expect(validatePersonalDetails(form, liisa.firstName)).toEqual({})
  })

  it('requires a phone, checks both phones and the email unless there is none', () => {
    expect(validatePersonalDetails({ ...form, phone: ' ', backupPhone: '12', noEmail: false, email: 'liisa@' }, liisa.firstName)).toEqual({
      phone: 'REQUIRED',
      backupPhone: 'INVALID_PHONE',
      email: 'INVALID_EMAIL'
    })
    expect(validatePersonalDetails({ ...form, noEmail: false, email: '' }, liisa.firstName)).toEqual({ email: 'REQUIRED' })
    expect(validatePersonalDetails({ ...form, noEmail: true, email: 'liisa@' }, liisa.firstName)).toEqual({})
  })

  it('answers SELECT_ONE, as the server does, for a preferred name that is not a given name', () => {
    expect(validatePersonalDetails({ ...form, preferredName: 'Maija' }, liisa.firstName)).toEqual({ preferredName: 'SELECT_ONE' })
  })
})

describe('toPersonalDataUpdate', () => {
  it('sends null for "no email" whatever was typed, and trims', () => {
    expect(toPersonalDataUpdate({ ...initialForm(liisa), email: 'typed@example.fi', noEmail: true }).email).toBeNull()
    expect(toPersonalDataUpdate({ ...initialForm(liisa), phone: ' 044 1 ', email: ' liisa@example.fi ', noEmail: false })).toMatchObject({
      phone: '044 1',
      email: 'liisa@example.fi'
    })
  })
})
