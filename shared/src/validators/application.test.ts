import type { ApplicationForm, ServiceNeedOption } from '../api/generated/types'
import {
  applicationSections,
  missingAttachments,
  normalizeApplicationForm,
  oneYearLater,
  validateApplication,
  type ApplicationRuleContext
} from './application'
import { validateApplicationUpdate } from './bodies/applications'

const UNIT = '00000000-0000-4000-8000-000000000001'
const OPTION = '00000000-0000-4000-8000-0000000000aa'

const form = (change: (form: ApplicationForm) => void = () => undefined): ApplicationForm => {
  const value: ApplicationForm = {
    child: { futureAddress: null, allergies: '', diet: '', assistanceNeeded: false, assistanceDescription: '' },
    guardian: { phone: '040 123 4567', email: 'a@example.fi', emailRepeat: 'a@example.fi', noEmail: false, futureAddress: null },
    secondGuardian: { agreementStatus: null, phone: '', email: '' },
    otherPartner: null,
    otherChildren: [],
    preferences: {
      preferredUnits: [UNIT],
      preferredStartDate: '2026-12-01',
      connectedDaycare: false,
      connectedDaycarePreferredStartDate: null,
      preparatory: false,
      urgent: false,
      serviceNeed: { startTime: '08:00', endTime: '16:00', shiftCare: false, partTime: false, serviceNeedOptionId: null },
      siblingBasis: null
    },
    maxFeeAccepted: false,
    otherInfo: '',
    clubDetails: { wasOnClubCare: false, wasOnDaycare: false }
  }
  change(value)
  return value
}

const option = (validPlacementType: ServiceNeedOption['validPlacementType'], validFrom = '2020-01-01', validTo: string | null = null): ServiceNeedOption => ({
  id: OPTION,
  nameFi: 'x',
  nameSv: 'x',
  nameEn: 'x',
  validPlacementType,
  validFrom,
  validTo
})

const context = (change: Partial<ApplicationRuleContext> = {}): ApplicationRuleContext => ({
  type: 'DAYCARE',
  today: '2026-11-23',
  sentStartDate: null,
  flags: {
    urgencyAttachments: true,
    requireAttachments: false,
    preschoolApplication: { connectedDaycarePreferredStartDate: true, serviceNeedOption: false },
    daycareApplication: { serviceNeedOption: false, dailyTimes: true }
  },
  clubTerms: [{ term: { start: '2026-08-15', end: '2027-05-31' }, applicationPeriod: { start: '2026-01-08', end: '2027-05-31' }, termBreaks: [] }],
  preschoolTerms: [
    {
      finnishPreschool: { start: '2027-08-11', end: '2028-05-30' },
      swedishPreschool: { start: '2027-08-13', end: '2028-05-30' },
      extendedTerm: { start: '2027-08-01', end: '2028-07-31' },
      applicationPeriod: { start: '2027-01-08', end: '2028-05-30' },
      termBreaks: []
    },
    {
      finnishPreschool: { start: '2026-08-11', end: '2027-05-30' },
      swedishPreschool: { start: '2026-08-13', end: '2027-05-30' },
      extendedTerm: { start: '2026-08-01', end: '2027-07-31' },
      applicationPeriod: { start: '2026-01-08', end: '2027-05-30' },
      termBreaks: []
    }
  ],
  serviceNeedOptions: [],
  availableUnitIds: [UNIT],
  maxPreferredUnits: 3,
  hasOtherGuardian: false,
  otherGuardianLivesInSameAddress: false,
  verifiedEmail: null,
  attachmentCounts: { URGENCY: 0, EXTENDED_CARE: 0 },
  ...change
})

describe('validateApplication', () => {
  it('passes a filled daycare form', () => {
    expect(validateApplication(form(), context())).toEqual({})
  })

  it('keeps the start date between today (a sent one: its date) and a year ahead', () => {
    expect(
      validateApplication(
        form((f) => (f.preferences.preferredStartDate = null)),
        context()
      )
    ).toMatchObject({ 'preferences.preferredStartDate': 'REQUIRED' })
    expect(
      validateApplication(
        form((f) => (f.preferences.preferredStartDate = '2026-11-22')),
        context()
      )
    ).toMatchObject({
      'preferences.preferredStartDate': 'DATE_TOO_EARLY'
    })
    expect(
      validateApplication(
        form((f) => (f.preferences.preferredStartDate = '2027-11-24')),
        context()
      )
    ).toMatchObject({
      'preferences.preferredStartDate': 'DATE_TOO_LATE'
    })
    expect(
      validateApplication(
        form((f) => (f.preferences.preferredStartDate = '2026-11-30')),
        context({ sentStartDate: '2026-12-01' })
      )
    ).toMatchObject({
      'preferences.preferredStartDate': 'DATE_TOO_EARLY'
    })
    expect(oneYearLater('2028-02-29')).toBe('2029-02-28')
  })

  it('keeps a preschool start in a term whose application has begun, and connected daycare from preschool start', () => {
    const preschool = context({ type: 'PRESCHOOL' })
    const connected = (start: string) =>
      form((f) => {
        f.preferences.preferredStartDate = '2026-12-01'
        f.preferences.connectedDaycare = true
        f.preferences.connectedDaycarePreferredStartDate = start
      })
    expect(
      validateApplication(
        form((f) => (f.preferences.preferredStartDate = '2027-08-11')),
        preschool
      )
    ).toMatchObject({
      'preferences.preferredStartDate': 'DATE_UNSELECTABLE'
    })
    expect(validateApplication(connected('2026-11-30'), preschool)).toMatchObject({ 'preferences.connectedDaycarePreferredStartDate': 'DATE_TOO_EARLY' })
    expect(validateApplication(connected('2026-12-02'), preschool)).toEqual({})
  })

  it('requires a service-need option valid for the placement type on the date', () => {
    const flags = { ...context().flags, daycareApplication: { serviceNeedOption: true, dailyTimes: false } }
    expect(validateApplication(form(), context({ flags }))).toEqual({ 'preferences.serviceNeed.serviceNeedOptionId': 'REQUIRED' })
    const chosen = form((f) => (f.preferences.serviceNeed.serviceNeedOptionId = OPTION))
    expect(validateApplication(chosen, context({ flags, serviceNeedOptions: [option('DAYCARE')] }))).toEqual({})
    expect(validateApplication(chosen, context({ flags, serviceNeedOptions: [option('DAYCARE_PART_TIME')] }))).toEqual({
      'preferences.serviceNeed.serviceNeedOptionId': 'OPTION_NOT_VALID'
    })
    expect(validateApplication(chosen, context({ flags, serviceNeedOptions: [option('DAYCARE', '2027-01-01')] }))).toEqual({
      'preferences.serviceNeed.serviceNeedOptionId': 'OPTION_NOT_VALID'
    })
  })

  it('limits part time to five hours a day and checks the times', () => {
    const times = (startTime: string, endTime: string, partTime = true) =>
      validateApplication(
        form((f) => (f.preferences.serviceNeed = { ...f.preferences.serviceNeed, startTime, endTime, partTime })),
        context()
      )
    expect(times('08:00', '13:00')).toEqual({})
    expect(times('08:00', '14:00')).toEqual({ 'preferences.serviceNeed.endTime': 'PART_TIME_TOO_LONG' })
    expect(times('08:00', '14:00', false)).toEqual({})
    expect(times('8', '07:00', false)).toEqual({ 'preferences.serviceNeed.startTime': 'INVALID_FORMAT' })
    expect(times('', '', false)).toEqual({ 'preferences.serviceNeed.startTime': 'REQUIRED', 'preferences.serviceNeed.endTime': 'REQUIRED' })
  })

  it('requires proofs only when the municipality requires them, else warns', () => {
    const urgent = form((f) => (f.preferences.urgent = true))
    expect(validateApplication(urgent, context())).toEqual({})
    expect(missingAttachments(urgent, context())).toEqual(['URGENCY'])
    const required = context({ flags: { ...context().flags, requireAttachments: true } })
    expect(validateApplication(urgent, required)).toEqual({ 'preferences.urgent': 'ATTACHMENT_MISSING' })
    expect(validateApplication(urgent, { ...required, attachmentCounts: { URGENCY: 1, EXTENDED_CARE: 0 } })).toEqual({})
  })

  it('checks the units, the sibling, future addresses, contacts, the second guardian and other people', () => {
    const errors = validateApplication(
      form((f) => {
        f.preferences.preferredUnits = [UNIT, 'x', UNIT, 'y']
        f.preferences.siblingBasis = { siblingName: '', siblingSsn: '030620a342y', siblingUnit: '' }
        f.child.futureAddress = { movingDate: null, street: 'Tie 1', postalCode: '123', postOffice: '' }
        f.guardian.emailRepeat = 'b@example.fi'
        f.otherChildren = [{ firstName: 'Eino', lastName: '', socialSecurityNumber: '030620A342Y' }]
      }),
      context({ hasOtherGuardian: true })
    )
    expect(errors).toEqual({
      'preferences.preferredUnits': 'TOO_MANY_UNITS',
      'preferences.preferredUnits.1': 'UNIT_NOT_AVAILABLE',
      'preferences.preferredUnits.2': 'UNIT_NOT_AVAILABLE',
      'preferences.preferredUnits.3': 'UNIT_NOT_AVAILABLE',
      'preferences.siblingBasis.siblingName': 'REQUIRED',
      'child.futureAddress.movingDate': 'REQUIRED',
      'child.futureAddress.postalCode': 'INVALID_POSTAL_CODE',
      'child.futureAddress.postOffice': 'REQUIRED',
      'guardian.emailRepeat': 'EMAILS_DO_NOT_MATCH',
      'secondGuardian.agreementStatus': 'SELECT_ONE',
      'otherChildren.0.lastName': 'REQUIRED'
    })
    expect(
      validateApplication(
        form((f) => (f.guardian = { ...f.guardian, email: '', emailRepeat: '', noEmail: true })),
        context()
      )
    ).toEqual({})
    expect(
      validateApplication(
        form((f) => (f.guardian.emailRepeat = '')),
        context({ verifiedEmail: 'a@example.fi' })
      )
    ).toEqual({})
  })

  it('does not ask the second guardian or other people of a club application', () => {
    const club = context({ type: 'CLUB', hasOtherGuardian: true })
    const sections = applicationSections(form(), club)
    expect(sections).toMatchObject({ secondGuardian: false, otherPeople: false, allergiesAndDiet: false, dailyTimes: false })
    expect(validateApplicationUpdate({ form: form(), allowOtherGuardianAccess: false }, club)).toEqual({ allowOtherGuardianAccess: 'REQUIRED' })
  })
})

describe('normalizeApplicationForm', () => {
  it('drops the answers of hidden sections, upper-cases identity codes and keeps the verified email', () => {
    const club = normalizeApplicationForm(
      form((f) => {
        f.child.allergies = 'Pähkinä'
        f.preferences.urgent = true
        f.otherPartner = { firstName: 'A', lastName: 'B', socialSecurityNumber: '120385-1243' }
        f.preferences.siblingBasis = { siblingName: 'Eino', siblingSsn: '030620a342y', siblingUnit: 'Kuusela' }
      }),
      { ...context({ type: 'CLUB' }), verifiedEmail: 'v@example.fi' }
    )
    expect(club.child.allergies).toBe('')
    expect(club.preferences.urgent).toBe(false)
    expect(club.preferences.serviceNeed.startTime).toBe('')
    expect(club.otherPartner).toBeNull()
    expect(club.preferences.siblingBasis).toEqual({ siblingName: 'Eino', siblingSsn: '030620A342Y', siblingUnit: '' })
    expect(club.guardian.email).toBe('v@example.fi')
  })
})
