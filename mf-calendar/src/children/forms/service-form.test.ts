import { emptyServiceApplication, hasServiceInput, keepValidOption, needsExplanation, validateServiceApplicationForm } from './service-form'

const TODAY = '2026-11-24'
const option = (id: string) => ({ id, nameFi: id, nameSv: id, nameEn: id, validPlacementType: 'DAYCARE' })

describe('validateServiceApplicationForm', () => {
  it('accepts a 1st of a month with an option and no explanation', () => {
    expect(validateServiceApplicationForm({ startDate: '2026-12-01', optionId: 'a', additionalInfo: '' }, undefined, TODAY)).toEqual({})
  })

  it('needs a date from today and an option', () => {
    expect(validateServiceApplicationForm({ additionalInfo: '' }, undefined, TODAY)).toEqual({ startDate: 'REQUIRED', serviceNeedOptionId: 'SELECT_ONE' })
    expect(validateServiceApplicationForm({ startDate: '2026-11-01', optionId: 'a', additionalInfo: '' }, undefined, TODAY)).toEqual({
      startDate: 'DATE_TOO_EARLY'
    })
    expect(validateServiceApplicationForm({ optionId: 'a', additionalInfo: '' }, 'INVALID_DATE', TODAY)).toEqual({ startDate: 'INVALID_DATE' })
  })

  it('asks why for a start not on the 1st of a month (explainDate)', () => {
    const form = { startDate: '2026-12-15', optionId: 'a', additionalInfo: '' }
    expect(needsExplanation(form.startDate)).toBe(true)
    expect(needsExplanation('2027-01-01')).toBe(false)
    expect(validateServiceApplicationForm(form, undefined, TODAY)).toEqual({ additionalInfo: 'REQUIRED' })
    expect(validateServiceApplicationForm({ ...form, additionalInfo: 'Uusi työ alkaa' }, undefined, TODAY)).toEqual({})
  })
})

describe('keepValidOption', () => {
  it("drops a choice that the new date's options lack and keeps one they have", () => {
    const form = { startDate: '2027-01-01', optionId: 'a', additionalInfo: '' }
    expect(keepValidOption(form, [option('a'), option('b')])).toBe(form)
    expect(keepValidOption(form, [option('b')]).optionId).toBeUndefined()
  })
})

describe('hasServiceInput', () => {
  it('holds once a date, an option or a text is given', () => {
    expect(hasServiceInput(emptyServiceApplication)).toBe(false)
    expect(hasServiceInput({ ...emptyServiceApplication, startDate: '2027-01-01' })).toBe(true)
    expect(hasServiceInput({ ...emptyServiceApplication, additionalInfo: 'x' })).toBe(true)
  })
})
