import { careTypeLabels, takesNoApplications } from './care-types'
import { testUnit } from './test-units'

describe('careTypeLabels', () => {
  it('shows centre, family and group family once as daycare, daycare first and preparatory last', () => {
    expect(careTypeLabels(['PREPARATORY_EDUCATION', 'CLUB', 'FAMILY', 'PRESCHOOL', 'CENTRE', 'GROUP_FAMILY'])).toEqual([
      'DAYCARE',
      'PRESCHOOL',
      'CLUB',
      'PREPARATORY_EDUCATION'
    ])
  })
})

describe('takesNoApplications', () => {
  it('is true for a private unit without any application period', () => {
    expect(takesNoApplications(testUnit({ id: 'p', providerType: 'PRIVATE', daycareApplyPeriod: null }))).toBe(true)
  })

  it('is false for a service-voucher unit, which is applied to through the service (spec part 1 §2: private units only)', () => {
    expect(takesNoApplications(testUnit({ id: 'v', providerType: 'PRIVATE_SERVICE_VOUCHER', daycareApplyPeriod: null }))).toBe(false)
  })

  it('is false for a private unit that takes applications, and for municipal units', () => {
    expect(takesNoApplications(testUnit({ id: 'p', providerType: 'PRIVATE' }))).toBe(false)
    expect(takesNoApplications(testUnit({ id: 'm', daycareApplyPeriod: null }))).toBe(false)
  })
})
