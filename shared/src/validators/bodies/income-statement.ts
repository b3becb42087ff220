import type { Entrepreneur, GrossIncome, IncomeStatementBody } from '../../api/generated/types'
import { addDays, addMonths } from '../../dates'
import { fieldErrors, firstError, optional, required, type FieldErrors, type ValidationCode, type Validator } from '../codes'
import { email, phone } from '../contact'
import { dateWithin, isoDate } from '../dates'
import { euroAmount } from '../euro'
import type { IncomeAttachmentType } from '../income-types'

/*
 * The rules of an income statement (spec part 2 §5, issue table rows 1–15), run by the form as
 * the guardian types and by api/src/income/service.ts after the schema. Rows marked (D) hold for
 * drafts too; a draft also keeps the formats of what is filled. Keys are dotted paths of the
 * body, and `attachments.<TYPE>` for a typed proof that is missing.
 */
export interface IncomeStatementFacts {
  /** Helsinki today */
  today: string
  draft: boolean
  /** Which endpoint: the caller's own statement, or a child's */
  kind: 'ADULT' | 'CHILD'
  /** Start dates of the person's other statements (row 2) */
  takenStartDates: readonly string[]
  /** The attachment types the statement will have: its files and the uploads listed */
  attachmentTypes: readonly string[]
}

type Errors = Record<string, ValidationCode | undefined>

const checkWhen = (condition: boolean, code: ValidationCode): ValidationCode | undefined => (condition ? code : undefined)
/** A filled field's format, also in drafts; a required one only when sending. */
const field = (value: string, draft: boolean, ...validators: Validator[]) =>
  draft ? optional((v) => firstError(v, ...validators))(value) : firstError(value, required, ...validators)

/** The typed proofs an adult statement needs (rows 7, 9, 10, 12); the form shows an upload slot for each. */
export function requiredAttachmentTypes(body: IncomeStatementBody): IncomeAttachmentType[] {
  if (body.type !== 'INCOME') return []
  const types: IncomeAttachmentType[] = []
  const { gross, entrepreneur } = body
  if (gross?.incomeSource === 'ATTACHMENTS') types.push('PAYSLIP_GROSS')
  if (gross && gross.incomeSource !== 'NO_INCOME') types.push(...gross.otherIncome)
  if (body.isEntrepreneur && entrepreneur) {
    if (entrepreneur.selfEmployed?.attachments) types.push('PROFIT_AND_LOSS_STATEMENT_SELF_EMPLOYED')
    if (entrepreneur.limitedCompany) {
      types.push('ACCOUNTANT_REPORT_LLC')
      if (entrepreneur.limitedCompany.incomeSource === 'ATTACHMENTS') types.push('PAYSLIP_LLC')
    }
    if (entrepreneur.partnership) types.push('PROFIT_AND_LOSS_STATEMENT_PARTNERSHIP', 'ACCOUNTANT_REPORT_PARTNERSHIP')
    if (entrepreneur.lightEntrepreneur) types.push('SALARY')
    if (entrepreneur.startupGrant) types.push('STARTUP_GRANT')
  }
  if (body.student) types.push('PROOF_OF_STUDIES')
  if (body.alimonyPayer) types.push('ALIMONY_PAYOUT')
  return types
}

/** Rows 1–5: the period. */
function periodErrors(body: IncomeStatementBody, facts: IncomeStatementFacts): Errors {
  const { draft, today } = facts
  const startDate =
    firstError(body.startDate, required, isoDate, dateWithin(addMonths(today, -12), addMonths(today, 12))) ??
    checkWhen(facts.takenStartDates.includes(body.startDate), 'DATE_UNSELECTABLE')
  const endRequired = !draft && body.type === 'INCOME'
  const latestEnd = !draft && body.type === 'INCOME' && !startDate ? addDays(addMonths(body.startDate, 12), -1) : undefined
  const endDate = endRequired ? firstError(body.endDate, required, isoDate) : optional(isoDate)(body.endDate)
  const endOrder = !endDate && body.endDate && !startDate ? dateWithin(body.startDate, latestEnd)(body.endDate) : undefined
  return { startDate, endDate: endDate ?? endOrder }
}

function grossErrors(gross: GrossIncome, draft: boolean): Errors {
  const source = gross.incomeSource
  return {
    'gross.incomeSource': checkWhen(!draft && source === null, 'REQUIRED'),
    'gross.noIncomeDescription': source === 'NO_INCOME' && !draft ? required(gross.noIncomeDescription) : undefined,
    'gross.estimatedMonthlyIncome': source !== null && source !== 'NO_INCOME' ? field(gross.estimatedMonthlyIncome, draft, euroAmount) : undefined
  }
}

function entrepreneurErrors(entrepreneur: Entrepreneur, facts: IncomeStatementFacts): Errors {
  const { draft, today } = facts
  const { selfEmployed, limitedCompany, accountant } = entrepreneur
  const estimate = selfEmployed?.estimatedIncome
  const start = field(entrepreneur.startOfEntrepreneurship, draft, isoDate)
  const businessOlderThanThreeMonths = !start && entrepreneur.startOfEntrepreneurship !== '' && entrepreneur.startOfEntrepreneurship < addMonths(today, -3)
  const estimateStart = estimate ? field(estimate.incomeStartDate, draft, isoDate) : undefined
  const needsAccountant = limitedCompany !== null || entrepreneur.partnership
  const errors: Errors = {
    'entrepreneur.startOfEntrepreneurship': start,
    'entrepreneur.spouseWorksInCompany': checkWhen(!draft && entrepreneur.spouseWorksInCompany === undefined, 'REQUIRED'),
    'entrepreneur.companyForms': checkWhen(
      !draft && !selfEmployed && !limitedCompany && !entrepreneur.partnership && !entrepreneur.lightEntrepreneur,
      'AT_LEAST_ONE'
    ),
    'entrepreneur.selfEmployed': checkWhen(!draft && selfEmployed !== null && !selfEmployed.attachments && !estimate, 'REQUIRED'),
    'entrepreneur.selfEmployed.attachments': checkWhen(
      !draft && selfEmployed !== null && !selfEmployed.attachments && estimate !== null && estimate !== undefined && businessOlderThanThreeMonths,
      'REQUIRED'
    ),
    'entrepreneur.limitedCompany.incomeSource': checkWhen(!draft && limitedCompany !== null && limitedCompany.incomeSource === null, 'REQUIRED')
  }
  if (estimate) {
    errors['entrepreneur.selfEmployed.estimatedIncome.estimatedMonthlyIncome'] = field(estimate.estimatedMonthlyIncome, draft, euroAmount)
    errors['entrepreneur.selfEmployed.estimatedIncome.incomeStartDate'] = estimateStart
    errors['entrepreneur.selfEmployed.estimatedIncome.incomeEndDate'] =
      optional(isoDate)(estimate.incomeEndDate) ??
      (estimateStart || estimate.incomeEndDate === '' || estimate.incomeStartDate === ''
        ? undefined
        : dateWithin(estimate.incomeStartDate, undefined)(estimate.incomeEndDate))
  }
  if (needsAccountant || accountant) {
    const a = accountant ?? { name: '', address: '', phone: '', email: '' }
    const strict = !draft && needsAccountant
    errors['entrepreneur.accountant.name'] = strict ? required(a.name) : undefined
    errors['entrepreneur.accountant.phone'] = field(a.phone, !strict, phone)
    errors['entrepreneur.accountant.email'] = field(a.email, !strict, email)
  }
  return errors
}

/**
 * What the chosen type hides is refused, drafts too (spec part 2 §4: a choice clears what it hides,
 * and the form does so): a statement never keeps answers its type does not have, so it cannot
 * print "no income" beside other incomes. eVaka's highest-fee body has no student or alimony
 * answers, and its no-income gross no amount or other incomes.
 */
function hiddenFieldErrors(body: IncomeStatementBody): Errors {
  const errors: Errors = {}
  const hidden = (key: string, present: boolean) => {
    if (present) errors[key] = 'INVALID_FORMAT'
  }
  if (body.type !== 'INCOME') {
    hidden('gross', body.gross !== null)
    hidden('isEntrepreneur', body.isEntrepreneur !== undefined)
    hidden('entrepreneur', body.entrepreneur !== null)
    hidden('student', body.student)
    hidden('alimonyPayer', body.alimonyPayer)
    return errors
  }
  hidden('entrepreneur', body.isEntrepreneur !== true && body.entrepreneur !== null)
  const gross = body.gross
  if (gross) {
    // No source chosen yet (a draft begun) hides nothing: the form shows the fields of a source once chosen.
    const noIncome = gross.incomeSource === 'NO_INCOME'
    const earning = gross.incomeSource === 'INCOMES_REGISTER' || gross.incomeSource === 'ATTACHMENTS'
    hidden('gross.noIncomeDescription', earning && gross.noIncomeDescription.trim() !== '')
    hidden('gross.estimatedMonthlyIncome', noIncome && gross.estimatedMonthlyIncome.trim() !== '')
    hidden('gross.otherIncome', noIncome && gross.otherIncome.length > 0)
    hidden('gross.otherIncomeInfo', noIncome && gross.otherIncomeInfo.trim() !== '')
  }
  return errors
}

/**
 * The field errors of an income statement body for the endpoint (`kind`) and the moment (draft
 * or send); empty when it may be saved. The same call guides the form and guards the server.
 */
export function validateIncomeStatementBody(body: IncomeStatementBody, facts: IncomeStatementFacts): FieldErrors {
  const { draft } = facts
  const wrongType = facts.kind === 'CHILD' ? body.type !== 'CHILD_INCOME' : body.type === 'CHILD_INCOME'
  if (wrongType) return { type: 'INVALID_FORMAT' }
  const errors: Errors = { ...periodErrors(body, facts) }

  if (body.type === 'CHILD_INCOME') {
    errors.attachments = checkWhen(!draft && facts.attachmentTypes.length === 0, 'ATTACHMENT_MISSING')
  }
  if (body.type === 'INCOME') {
    errors.type = checkWhen(!draft && body.gross === null && body.isEntrepreneur !== true, 'REQUIRED')
    errors.isEntrepreneur = checkWhen(!draft && body.isEntrepreneur === undefined, 'REQUIRED')
    if (body.gross) Object.assign(errors, grossErrors(body.gross, draft))
    if (body.isEntrepreneur) {
      const entrepreneur = body.entrepreneur ?? EMPTY_ENTREPRENEUR
      Object.assign(errors, entrepreneurErrors(entrepreneur, facts))
    }
    if (!draft) {
      const present = new Set(facts.attachmentTypes)
      for (const type of requiredAttachmentTypes(body)) errors[`attachments.${type}`] = checkWhen(!present.has(type), 'ATTACHMENT_MISSING')
    }
  }
  errors.assure = checkWhen(!draft && !body.assure, 'REQUIRED')
  return fieldErrors({ ...errors, ...hiddenFieldErrors(body) })
}

/** The answers of an entrepreneur who has filled nothing yet. */
export const EMPTY_ENTREPRENEUR: Entrepreneur = {
  startOfEntrepreneurship: '',
  companyName: '',
  businessId: '',
  startupGrant: false,
  checkupConsent: false,
  selfEmployed: null,
  limitedCompany: null,
  partnership: false,
  lightEntrepreneur: false,
  accountant: null
}
