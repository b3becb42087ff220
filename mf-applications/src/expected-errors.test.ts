import path from 'node:path'
import { declaredOperations, mutationsCalledBy, unexplainedErrors } from '@pesa/shared/testing'
import decisionsEn from './decisions/i18n/en'
import decisionsFi from './decisions/i18n/fi'
import decisionsSv from './decisions/i18n/sv'
import * as applications from './applications/expected-errors'
import * as decisions from './decisions/expected-errors'
import en from './applications/i18n/en'
import fi from './applications/i18n/fi'
import sv from './applications/i18n/sv'

// The remote's screens together: a mutation any of them calls needs its handled set in its sub-area.
const HANDLED_ERRORS = { ...applications.HANDLED_ERRORS, ...decisions.HANDLED_ERRORS }
const errorTexts = (texts: typeof fi, decisionTexts: typeof decisionsFi) => ({ ...applications.errorTexts(texts), ...decisions.errorTexts(decisionTexts) })

describe('every expected error of every mutation has its own text', () => {
  const srcDir = path.resolve(__dirname)

  it('finds the mutations the screens call and the codes their operations declare', () => {
    expect(mutationsCalledBy(srcDir)).toEqual(expect.arrayContaining(['createApplication', 'deleteApplication', 'acceptDecision', 'rejectDecision']))
    expect(declaredOperations().get('deleteApplication')?.codes).toEqual(['APPLICATION_NOT_EDITABLE'])
    expect(declaredOperations().get('acceptDecision')?.codes).toEqual(expect.arrayContaining(['DECISION_NOT_PENDING', 'DECISION_BLOCKED', 'VALIDATION_FAILED']))
  })

  it('handles every declared code with a text in fi, sv and en', () => {
    const texts = { fi: errorTexts(fi, decisionsFi), sv: errorTexts(sv, decisionsSv), en: errorTexts(en, decisionsEn) }
    expect(unexplainedErrors({ srcDir, handled: HANDLED_ERRORS, texts })).toEqual([])
  })

  it('fails for a declared code without a handled text', () => {
    const { deleteApplication: _dropped, ...handled } = HANDLED_ERRORS
    const texts = { fi: errorTexts(fi, decisionsFi) }
    expect(unexplainedErrors({ srcDir, handled, texts })).toEqual(['deleteApplication: no handled set'])
    expect(unexplainedErrors({ srcDir, handled: { ...HANDLED_ERRORS, deleteApplication: [] }, texts })).toEqual([
      'deleteApplication: APPLICATION_NOT_EDITABLE is not handled'
    ])
  })
})
