import type { Entrepreneur, GrossIncome, IncomeStatement, IncomeStatementBody } from '@pesa/shared/api/types'
import type { UploadedFile } from '@pesa/shared/kit/file-upload'
import { EMPTY_ENTREPRENEUR, validateIncomeStatementBody, type FieldErrors, type IncomeStatementFacts } from '@pesa/shared/validators'

/** The income statement form as typed: the caller's state, kept as is after a failed save. */
export interface IncomeForm {
  startDate: string | undefined
  endDate: string | undefined
  highestFee: boolean
  grossSelected: boolean
  gross: GrossIncome
  isEntrepreneur: boolean | undefined
  entrepreneur: Entrepreneur
  student: boolean
  alimonyPayer: boolean
  otherInfo: string
  assure: boolean
  /** Files by attachment type (CHILD_INCOME for a child's statement) */
  files: Record<string, UploadedFile[]>
}

export const EMPTY_GROSS: GrossIncome = { incomeSource: null, noIncomeDescription: '', estimatedMonthlyIncome: '', otherIncome: [], otherIncomeInfo: '' }

export function emptyForm(): IncomeForm {
  return {
    startDate: undefined,
    endDate: undefined,
    highestFee: false,
    grossSelected: false,
    gross: EMPTY_GROSS,
    isEntrepreneur: undefined,
    entrepreneur: EMPTY_ENTREPRENEUR,
    student: false,
    alimonyPayer: false,
    otherInfo: '',
    assure: false,
    files: {}
  }
}

export function formOf(statement: IncomeStatement): IncomeForm {
  const files: Record<string, UploadedFile[]> = {}
  for (const file of statement.attachments) (files[file.attachmentType ?? 'OTHER'] ??= []).push(file)
  return {
    startDate: statement.startDate,
    endDate: statement.endDate ?? undefined,
    highestFee: statement.type === 'HIGHEST_FEE',
    grossSelected: statement.gross !== null,
    gross: statement.gross ?? EMPTY_GROSS,
    isEntrepreneur: statement.isEntrepreneur,
    entrepreneur: statement.entrepreneur ?? EMPTY_ENTREPRENEUR,
    student: statement.student,
    alimonyPayer: statement.alimonyPayer,
    otherInfo: statement.otherInfo,
    assure: statement.assure,
    files
  }
}

/** Whether the answers hold anything that choosing the highest fee would clear. */
export function hasIncomeAnswers(form: IncomeForm): boolean {
  return form.grossSelected || form.isEntrepreneur !== undefined || form.student || form.alimonyPayer
}

/**
 * §4: choosing the highest fee clears the gross, entrepreneur, student and alimony answers (the
 * server refuses them with it); choosing gross turns the highest fee off.
 */
export function chooseHighestFee(form: IncomeForm, highestFee: boolean): IncomeForm {
  return highestFee
    ? {
        ...form,
        highestFee,
        grossSelected: false,
        gross: EMPTY_GROSS,
        isEntrepreneur: undefined,
        entrepreneur: EMPTY_ENTREPRENEUR,
        student: false,
        alimonyPayer: false
      }
    : { ...form, highestFee }
}

/** §4: an income source clears what it hides — no income the amount and other incomes, a source the no-income description. */
export function chooseIncomeSource(gross: GrossIncome, incomeSource: NonNullable<GrossIncome['incomeSource']>): GrossIncome {
  return incomeSource === 'NO_INCOME'
    ? { ...EMPTY_GROSS, incomeSource, noIncomeDescription: gross.noIncomeDescription }
    : { ...gross, incomeSource, noIncomeDescription: '' }
}

export function chooseGross(form: IncomeForm, grossSelected: boolean): IncomeForm {
  return { ...form, grossSelected, highestFee: grossSelected ? false : form.highestFee, gross: grossSelected ? form.gross : EMPTY_GROSS }
}

/** §4: unticking the limited company clears its income source. */
export function chooseLimitedCompany(entrepreneur: Entrepreneur, selected: boolean): Entrepreneur {
  return { ...entrepreneur, limitedCompany: selected ? { incomeSource: null } : null }
}

export const fileIds = (form: IncomeForm) => Object.values(form.files).flatMap((files) => files.map((file) => file.id))

export function toBody(form: IncomeForm, kind: 'ADULT' | 'CHILD', updatedAt?: string): IncomeStatementBody {
  const common = {
    startDate: form.startDate ?? '',
    endDate: form.endDate ?? '',
    otherInfo: form.otherInfo,
    assure: form.assure,
    attachmentIds: fileIds(form),
    ...(updatedAt ? { updatedAt } : {})
  }
  if (kind === 'CHILD') return { ...common, type: 'CHILD_INCOME', gross: null, entrepreneur: null, student: false, alimonyPayer: false }
  if (form.highestFee) return { ...common, type: 'HIGHEST_FEE', gross: null, entrepreneur: null, student: false, alimonyPayer: false }
  return {
    ...common,
    type: 'INCOME',
    gross: form.grossSelected ? form.gross : null,
    isEntrepreneur: form.isEntrepreneur,
    entrepreneur: form.isEntrepreneur ? form.entrepreneur : null,
    student: form.student,
    alimonyPayer: form.alimonyPayer
  }
}

/** The server's rules on what this form would send, so the form and the API cannot disagree. */
export function validateForm(form: IncomeForm, kind: 'ADULT' | 'CHILD', facts: Omit<IncomeStatementFacts, 'kind' | 'attachmentTypes'>): FieldErrors {
  const attachmentTypes = Object.entries(form.files)
    .filter(([, files]) => files.length > 0)
    .map(([type]) => type)
  return validateIncomeStatementBody(toBody(form, kind), { ...facts, kind, attachmentTypes })
}

/**
 * The form kept in the tab (sessionStorage, `@pesa/shared/forms` tab drafts) while it is being
 * typed, so a session timeout, a reload or a step-up loses nothing: restored when the same
 * form opens again, cleared on save, cancel, leaving without saving, and logout.
 */
export interface StoredForm {
  form: IncomeForm
  /** The statement's updatedAt when editing began; a stored edit of an older version is dropped */
  updatedAt: string | null
}

/** Which form the tab keeps: a statement's edit, or a new own or child statement. */
export const storedFormName = (statementId: string | undefined, childId: string | undefined) =>
  statementId ? `edit:${statementId}` : childId ? `new-child:${childId}` : 'new'

/** The stored form if it belongs to this version of the statement (or a new one); otherwise none. */
export function restorableForm(stored: StoredForm | undefined, statement: { updatedAt: string } | undefined): IncomeForm | undefined {
  if (!stored || typeof stored !== 'object' || !stored.form) return undefined
  if ((statement?.updatedAt ?? null) !== stored.updatedAt) return undefined
  return { ...emptyForm(), ...stored.form }
}

/** The date fields' own problems (malformed text), only of the fields the form shows now: a hidden field's old text stops nothing. */
export function shownDateProblems(form: IncomeForm, problems: FieldErrors): FieldErrors {
  const entrepreneur = form.isEntrepreneur === true && !form.highestFee
  const estimate = entrepreneur && form.entrepreneur.selfEmployed?.estimatedIncome
  const shown = (field: string) =>
    field === 'startDate' || field === 'endDate'
      ? true
      : field === 'entrepreneur.startOfEntrepreneurship'
        ? entrepreneur
        : field.startsWith('entrepreneur.selfEmployed.estimatedIncome.')
          ? Boolean(estimate)
          : false
  return Object.fromEntries(Object.entries(problems).filter(([field, code]) => code !== undefined && shown(field)))
}
