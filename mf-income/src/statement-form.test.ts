import {
  chooseGross,
  chooseHighestFee,
  chooseIncomeSource,
  chooseLimitedCompany,
  emptyForm,
  hasIncomeAnswers,
  restorableForm,
  storedFormName,
  toBody,
  validateForm
} from './statement-form'

const facts = { today: '2026-11-24', draft: false, takenStartDates: [] }

describe('income statement form', () => {
  it('clears the gross and entrepreneur answers when the highest fee is chosen, and gross turns it off (§4)', () => {
    const filled = { ...chooseGross(emptyForm(), true), isEntrepreneur: true }
    expect(hasIncomeAnswers(filled)).toBe(true)
    const highest = chooseHighestFee(filled, true)
    expect(highest).toMatchObject({ highestFee: true, grossSelected: false, isEntrepreneur: undefined })
    expect(hasIncomeAnswers(highest)).toBe(false)
    expect(chooseGross(highest, true).highestFee).toBe(false)
  })

  it('clears the student and alimony answers with the highest fee, which hides them', () => {
    const filled = { ...emptyForm(), student: true, alimonyPayer: true }
    expect(hasIncomeAnswers(filled)).toBe(true)
    expect(chooseHighestFee(filled, true)).toMatchObject({ student: false, alimonyPayer: false })
    expect(toBody({ ...filled, highestFee: true }, 'ADULT')).toMatchObject({ student: false, alimonyPayer: false })
  })

  it('clears what an income source hides when it is chosen', () => {
    const earning = chooseIncomeSource(
      { ...chooseGross(emptyForm(), true).gross, estimatedMonthlyIncome: '100', otherIncome: ['PENSION'], otherIncomeInfo: 'eläke' },
      'ATTACHMENTS'
    )
    expect(earning).toMatchObject({ incomeSource: 'ATTACHMENTS', estimatedMonthlyIncome: '100', otherIncome: ['PENSION'] })
    const none = chooseIncomeSource(earning, 'NO_INCOME')
    expect(none).toEqual({ incomeSource: 'NO_INCOME', noIncomeDescription: '', estimatedMonthlyIncome: '', otherIncome: [], otherIncomeInfo: '' })
    expect(chooseIncomeSource({ ...none, noIncomeDescription: 'ei tuloja' }, 'INCOMES_REGISTER').noIncomeDescription).toBe('')
  })

  it('clears the limited company income source when it is unticked (§4)', () => {
    const entrepreneur = chooseLimitedCompany(emptyForm().entrepreneur, true)
    expect(entrepreneur.limitedCompany).toEqual({ incomeSource: null })
    expect(chooseLimitedCompany({ ...entrepreneur, limitedCompany: { incomeSource: 'ATTACHMENTS' } }, false).limitedCompany).toBeNull()
  })

  it('sends the highest fee without income sections, and every file id', () => {
    const form = { ...chooseHighestFee(emptyForm(), true), startDate: '2026-12-01', assure: true, files: { OTHER: [{ id: 'a', name: 'a.pdf' }] } }
    expect(toBody(form, 'ADULT')).toMatchObject({ type: 'HIGHEST_FEE', gross: null, entrepreneur: null, endDate: '', attachmentIds: ['a'] })
    expect(validateForm(form, 'ADULT', facts)).toEqual({})
  })

  it('counts uploaded files by type for the attachment rules, as the server does', () => {
    const form = { ...emptyForm(), startDate: '2026-12-01', assure: true }
    expect(validateForm(form, 'CHILD', facts)).toEqual({ attachments: 'ATTACHMENT_MISSING' })
    expect(validateForm({ ...form, files: { CHILD_INCOME: [{ id: 'a', name: 'a.pdf' }] } }, 'CHILD', facts)).toEqual({})
    expect(validateForm({ ...form, files: { CHILD_INCOME: [] } }, 'CHILD', facts)).toEqual({ attachments: 'ATTACHMENT_MISSING' })
  })

  it('keeps one stored form per statement edit, new statement and child', () => {
    expect(storedFormName('s1', undefined)).toBe('edit:s1')
    expect(storedFormName(undefined, 'c1')).toBe('new-child:c1')
    expect(storedFormName(undefined, undefined)).toBe('new')
  })

  it('restores a stored form only for the version of the statement it was typed on', () => {
    const form = { ...emptyForm(), startDate: '2026-12-01', otherInfo: 'kesken' }
    expect(restorableForm({ form, updatedAt: null }, undefined)).toMatchObject({ startDate: '2026-12-01', otherInfo: 'kesken' })
    expect(restorableForm({ form, updatedAt: 'v1' }, { updatedAt: 'v1' })).toMatchObject({ otherInfo: 'kesken' })
    expect(restorableForm({ form, updatedAt: 'v1' }, { updatedAt: 'v2' })).toBeUndefined()
    expect(restorableForm(undefined, undefined)).toBeUndefined()
    expect(restorableForm({} as never, undefined)).toBeUndefined()
  })
})
