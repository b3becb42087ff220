import type { ApiErrorCode } from '@pesa/shared'
import type { ApplicationsTexts } from './i18n/fi'

/**
 * The server's error codes each mutation of the applications screens may answer that they
 * explain in their own words, by the generated client's function name. Every code the operation
 * declares (its OpenAPI summary) is here, except VALIDATION_FAILED, whose field errors go to the
 * fields; anything else answered gets the generic error dialog. `../expected-errors.test.ts`
 * walks the declared codes of the whole remote against these and the texts in fi, sv and en.
 */
export const HANDLED_ERRORS = {
  createApplication: ['DUPLICATE_APPLICATION', 'APPLICATION_TYPE_NOT_AVAILABLE'],
  deleteApplication: ['APPLICATION_NOT_EDITABLE'],
  saveApplicationDraft: ['APPLICATION_NOT_EDITABLE'],
  updateApplication: ['APPLICATION_NOT_EDITABLE'],
  sendApplication: ['APPLICATION_NOT_EDITABLE']
} as const satisfies Record<string, readonly ApiErrorCode[]>

type Handled = typeof HANDLED_ERRORS

/** The text each screen shows for each handled code, per mutation (the same keys the screens read). */
export function errorTexts(applications: ApplicationsTexts) {
  return {
    createApplication: applications.errors,
    deleteApplication: { APPLICATION_NOT_EDITABLE: applications.list.removeFailed.text },
    saveApplicationDraft: { APPLICATION_NOT_EDITABLE: applications.editor.notEditable },
    updateApplication: { APPLICATION_NOT_EDITABLE: applications.editor.notEditable },
    sendApplication: { APPLICATION_NOT_EDITABLE: applications.editor.notEditable }
  } satisfies { [Name in keyof Handled]: Record<Handled[Name][number], string> }
}
