import fi from '../i18n/fi'
import { errorCounts, fieldLabel, unplacedErrors } from './editor-rules'

describe('errors the editor shows', () => {
  const errors = {
    'preferences.preferredStartDate': 'REQUIRED',
    'preferences.serviceNeed.startTime': 'REQUIRED',
    'preferences.serviceNeed.endTime': undefined,
    'secondGuardian.agreementStatus': 'SELECT_ONE'
  } as const

  it('counts in each section only the fields the guardian sees', () => {
    const placed = new Set(['preferences.preferredStartDate', 'preferences.serviceNeed.endTime'])
    expect(errorCounts(errors, placed)).toEqual({ serviceNeed: 1, units: 0, contact: 0, additional: 0 })
  })

  it('lists the errors of fields the form does not show, with their labels', () => {
    const placed = new Set(['preferences.preferredStartDate', 'preferences.serviceNeed.startTime'])
    const unplaced = unplacedErrors(errors, placed, { 'secondGuardian.agreementStatus': 'SELECT_ONE' })
    expect(unplaced).toEqual([['secondGuardian.agreementStatus', 'SELECT_ONE']])
    expect(fieldLabel('secondGuardian.agreementStatus', fi.editor)).toBe(fi.editor.agreement)
    expect(fieldLabel('otherPartner.socialSecurityNumber', fi.editor)).toBe(fi.editor.ssn)
    expect(fieldLabel('preferences.preferredUnits.2', fi.editor)).toBe(fi.editor.units)
    expect(fieldLabel('maxFeeAccepted', fi.editor)).toBe(fi.editor.sections.additional)
  })

  it('neither counts nor lists the browser’s errors of fields not shown yet (the service need before a valid start date)', () => {
    // An empty daycare application checked: the start date is shown, the service need fields wait for it
    const empty = {
      'preferences.preferredStartDate': 'REQUIRED',
      'preferences.serviceNeed.startTime': 'REQUIRED',
      'preferences.serviceNeed.endTime': 'REQUIRED',
      'preferences.preferredUnits': 'REQUIRED'
    } as const
    const placed = new Set(['preferences.preferredStartDate', 'preferences.preferredUnits'])
    expect(errorCounts(empty, placed)).toEqual({ serviceNeed: 1, units: 1, contact: 0, additional: 0 })
    expect(unplacedErrors(empty, placed, {})).toEqual([])
  })
})
