import type { IncomeStatementBody } from '../../api/generated/types'
import { EMPTY_ENTREPRENEUR, requiredAttachmentTypes, validateIncomeStatementBody, type IncomeStatementFacts } from './income-statement'

const today = '2026-11-24'
const send: IncomeStatementFacts = { today, draft: false, kind: 'ADULT', takenStartDates: [], attachmentTypes: [] }
const draft: IncomeStatementFacts = { ...send, draft: true }

const gross = { incomeSource: 'INCOMES_REGISTER' as const, noIncomeDescription: '', estimatedMonthlyIncome: '3 800,50', otherIncome: [], otherIncomeInfo: '' }
const valid: IncomeStatementBody = {
  type: 'INCOME',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  gross,
  isEntrepreneur: false,
  entrepreneur: null,
  student: false,
  alimonyPayer: false,
  otherInfo: '',
  assure: true,
  attachmentIds: []
}
const entrepreneur = { ...EMPTY_ENTREPRENEUR, startOfEntrepreneurship: '2026-10-01', spouseWorksInCompany: false, lightEntrepreneur: true }
const errors = (body: Partial<IncomeStatementBody>, facts: Partial<IncomeStatementFacts> = {}) =>
  validateIncomeStatementBody({ ...valid, ...body }, { ...send, ...facts })

describe('validateIncomeStatementBody', () => {
  it('passes a complete statement when sent and as a draft', () => {
    expect(errors({})).toEqual({})
    expect(errors({}, draft)).toEqual({})
  })

  it('row 1: start date required and real, drafts too', () => {
    expect(errors({ startDate: '' }, draft)).toEqual({ startDate: 'REQUIRED' })
    expect(errors({ startDate: '2026-02-30' }, draft)).toEqual({ startDate: 'INVALID_DATE' })
  })

  it("row 2: another statement's start day is unselectable, drafts too", () => {
    expect(errors({}, { ...draft, takenStartDates: ['2026-12-01'] })).toEqual({ startDate: 'DATE_UNSELECTABLE' })
    expect(errors({}, { takenStartDates: ['2026-12-02'] })).toEqual({})
  })

  it('row 3: at most 12 months back and one year ahead', () => {
    expect(errors({ startDate: '2025-11-24', endDate: '2026-11-23' })).toEqual({})
    expect(errors({ startDate: '2025-11-23', endDate: '' }, draft)).toEqual({ startDate: 'DATE_TOO_EARLY' })
    expect(errors({ startDate: '2027-11-25', endDate: '' }, draft)).toEqual({ startDate: 'DATE_TOO_LATE' })
  })

  it('row 4: the end is not before the start, drafts too', () => {
    expect(errors({ endDate: '2026-11-30' }, draft)).toEqual({ endDate: 'DATE_TOO_EARLY' })
    expect(errors({ endDate: '2026-12-01' }, draft)).toEqual({})
  })

  it('row 5: INCOME needs an end within a year; highest fee does not', () => {
    expect(errors({ endDate: '' })).toEqual({ endDate: 'REQUIRED' })
    expect(errors({ endDate: '2027-12-01' })).toEqual({ endDate: 'DATE_TOO_LATE' })
    expect(errors({ endDate: '' }, draft)).toEqual({})
    expect(errors({ type: 'HIGHEST_FEE', endDate: '', gross: null, isEntrepreneur: undefined })).toEqual({})
  })

  it('row 6: highest fee, or gross and/or entrepreneur', () => {
    expect(errors({ gross: null })).toEqual({ type: 'REQUIRED' })
    expect(errors({ gross: null }, draft)).toEqual({})
    expect(errors({ gross: null, isEntrepreneur: true, entrepreneur })).toEqual({ 'attachments.SALARY': 'ATTACHMENT_MISSING' })
  })

  it('row 7: gross income source, description, amount and proofs', () => {
    expect(errors({ gross: { ...gross, incomeSource: null } })).toEqual({ 'gross.incomeSource': 'REQUIRED' })
    expect(errors({ gross: { ...gross, incomeSource: 'NO_INCOME', estimatedMonthlyIncome: '' } })).toEqual({ 'gross.noIncomeDescription': 'REQUIRED' })
    expect(errors({ gross: { ...gross, incomeSource: 'NO_INCOME', estimatedMonthlyIncome: '', noIncomeDescription: 'Opiskelen' } })).toEqual({})
    expect(errors({ gross: { ...gross, estimatedMonthlyIncome: '' } })).toEqual({ 'gross.estimatedMonthlyIncome': 'REQUIRED' })
    expect(errors({ gross: { ...gross, estimatedMonthlyIncome: '38,005' } }, draft)).toEqual({ 'gross.estimatedMonthlyIncome': 'INVALID_FORMAT' })
    expect(errors({ gross: { ...gross, incomeSource: 'ATTACHMENTS', otherIncome: ['PENSION'] } })).toEqual({
      'attachments.PAYSLIP_GROSS': 'ATTACHMENT_MISSING',
      'attachments.PENSION': 'ATTACHMENT_MISSING'
    })
    expect(errors({ gross: { ...gross, incomeSource: 'ATTACHMENTS', otherIncome: ['PENSION'] } }, { attachmentTypes: ['PAYSLIP_GROSS', 'PENSION'] })).toEqual(
      {}
    )
    expect(errors({ gross: { ...gross, incomeSource: 'ATTACHMENTS' } }, draft)).toEqual({})
  })

  it('row 8: entrepreneur yes/no, then start, spouse and a company form', () => {
    expect(errors({ isEntrepreneur: undefined })).toEqual({ isEntrepreneur: 'REQUIRED' })
    expect(
      errors({
        isEntrepreneur: true,
        entrepreneur: { ...entrepreneur, startOfEntrepreneurship: '', spouseWorksInCompany: undefined, lightEntrepreneur: false }
      })
    ).toEqual({
      'entrepreneur.startOfEntrepreneurship': 'REQUIRED',
      'entrepreneur.spouseWorksInCompany': 'REQUIRED',
      'entrepreneur.companyForms': 'AT_LEAST_ONE'
    })
    expect(errors({ isEntrepreneur: true, entrepreneur }, { attachmentTypes: ['SALARY'] })).toEqual({})
  })

  it('row 9: self-employed by attachments or an estimate; an older business by attachments only', () => {
    const selfEmployed = (value: NonNullable<typeof entrepreneur.selfEmployed>, start = '2026-10-01') =>
      errors({ isEntrepreneur: true, entrepreneur: { ...entrepreneur, lightEntrepreneur: false, startOfEntrepreneurship: start, selfEmployed: value } })
    expect(selfEmployed({ attachments: false, estimatedIncome: null })).toEqual({ 'entrepreneur.selfEmployed': 'REQUIRED' })
    expect(selfEmployed({ attachments: true, estimatedIncome: null })).toEqual({ 'attachments.PROFIT_AND_LOSS_STATEMENT_SELF_EMPLOYED': 'ATTACHMENT_MISSING' })
    const estimate = { estimatedMonthlyIncome: '2000', incomeStartDate: '2026-10-01', incomeEndDate: '2026-09-01' }
    expect(selfEmployed({ attachments: false, estimatedIncome: estimate })).toEqual({
      'entrepreneur.selfEmployed.estimatedIncome.incomeEndDate': 'DATE_TOO_EARLY'
    })
    expect(selfEmployed({ attachments: false, estimatedIncome: { ...estimate, incomeEndDate: '' } })).toEqual({})
    expect(selfEmployed({ attachments: false, estimatedIncome: { ...estimate, incomeEndDate: '' } }, '2026-01-01')).toEqual({
      'entrepreneur.selfEmployed.attachments': 'REQUIRED'
    })
  })

  it('rows 10 and 11: limited company, partnership, startup grant and the accountant', () => {
    const accountant = { name: 'Tilitoimisto Oy', address: '', phone: '040 123 4567', email: 'tili@example.fi' }
    const llc = { ...entrepreneur, lightEntrepreneur: false, startupGrant: true, limitedCompany: { incomeSource: null }, partnership: true, accountant: null }
    expect(errors({ isEntrepreneur: true, entrepreneur: llc })).toEqual({
      'entrepreneur.limitedCompany.incomeSource': 'REQUIRED',
      'entrepreneur.accountant.name': 'REQUIRED',
      'entrepreneur.accountant.phone': 'REQUIRED',
      'entrepreneur.accountant.email': 'REQUIRED',
      'attachments.ACCOUNTANT_REPORT_LLC': 'ATTACHMENT_MISSING',
      'attachments.PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP': 'ATTACHMENT_MISSING',
      'attachments.ACCOUNTANT_REPORT_PARTNERSHIP': 'ATTACHMENT_MISSING',
      'attachments.STARTUP_GRANT': 'ATTACHMENT_MISSING'
    })
    const filled = { ...llc, limitedCompany: { incomeSource: 'ATTACHMENTS' as const }, accountant }
    const body = { ...valid, isEntrepreneur: true, entrepreneur: filled }
    expect(errors(body, { attachmentTypes: requiredAttachmentTypes(body) })).toEqual({})
    expect(requiredAttachmentTypes(body)).toContain('PAYSLIP_LLC')
    expect(errors({ isEntrepreneur: true, entrepreneur: { ...llc, accountant: { ...accountant, email: 'ei-osoite' } } }, draft)).toEqual({
      'entrepreneur.accountant.email': 'INVALID_EMAIL'
    })
  })

  it('row 12: student and alimony payer need their proofs', () => {
    expect(errors({ student: true, alimonyPayer: true })).toEqual({
      'attachments.PROOF_OF_STUDIES': 'ATTACHMENT_MISSING',
      'attachments.ALIMONY_PAYOUT': 'ATTACHMENT_MISSING'
    })
    expect(errors({ student: true, alimonyPayer: true }, { attachmentTypes: ['PROOF_OF_STUDIES', 'ALIMONY_PAYOUT'] })).toEqual({})
  })

  it('row 13: the assurance to send, not for a draft', () => {
    expect(errors({ assure: false })).toEqual({ assure: 'REQUIRED' })
    expect(errors({ assure: false }, draft)).toEqual({})
  })

  it('row 14: a child statement has the period, one attachment and the assurance; other types refused', () => {
    const child: Partial<IncomeStatementBody> = { type: 'CHILD_INCOME', gross: null, isEntrepreneur: undefined, endDate: '' }
    expect(errors(child, { kind: 'CHILD', attachmentTypes: ['CHILD_INCOME'] })).toEqual({})
    expect(errors({ ...child, assure: false }, { kind: 'CHILD' })).toEqual({ attachments: 'ATTACHMENT_MISSING', assure: 'REQUIRED' })
    expect(errors({ ...child, startDate: '' }, { kind: 'CHILD', draft: true })).toEqual({ startDate: 'REQUIRED' })
    expect(errors({}, { kind: 'CHILD' })).toEqual({ type: 'INVALID_FORMAT' })
    expect(errors(child)).toEqual({ type: 'INVALID_FORMAT' })
  })

  it('row 15: a draft keeps the formats of filled fields', () => {
    expect(errors({ endDate: '31.12.2027' }, draft)).toEqual({ endDate: 'INVALID_DATE' })
    expect(errors({ gross: { ...gross, estimatedMonthlyIncome: '' } }, draft)).toEqual({})
  })

  it('refuses, drafts too, what the chosen type hides: other incomes with no income, student and alimony with the highest fee', () => {
    const noIncome = { ...gross, incomeSource: 'NO_INCOME' as const, estimatedMonthlyIncome: '', noIncomeDescription: 'Ei tuloja' }
    expect(errors({ gross: noIncome })).toEqual({})
    for (const facts of [send, draft]) {
      expect(errors({ gross: { ...noIncome, otherIncome: ['PENSION'], otherIncomeInfo: 'eläke', estimatedMonthlyIncome: '100' } }, facts)).toEqual({
        'gross.otherIncome': 'INVALID_FORMAT',
        'gross.otherIncomeInfo': 'INVALID_FORMAT',
        'gross.estimatedMonthlyIncome': 'INVALID_FORMAT'
      })
      expect(errors({ gross: { ...gross, noIncomeDescription: 'x' } }, facts)).toEqual({ 'gross.noIncomeDescription': 'INVALID_FORMAT' })
      const highestFee: Partial<IncomeStatementBody> = { type: 'HIGHEST_FEE', endDate: '', gross: null, isEntrepreneur: undefined }
      expect(errors(highestFee, facts)).toEqual({})
      expect(errors({ ...highestFee, student: true, alimonyPayer: true }, facts)).toEqual({ student: 'INVALID_FORMAT', alimonyPayer: 'INVALID_FORMAT' })
      expect(errors({ ...highestFee, gross, isEntrepreneur: true, entrepreneur }, facts)).toEqual({
        gross: 'INVALID_FORMAT',
        isEntrepreneur: 'INVALID_FORMAT',
        entrepreneur: 'INVALID_FORMAT'
      })
      expect(errors({ isEntrepreneur: false, entrepreneur }, facts)).toEqual({ entrepreneur: 'INVALID_FORMAT' })
    }
  })
})
