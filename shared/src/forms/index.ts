/*
 * @pesa/shared/forms: the submit path and the read renderer, bundled by each app for itself.
 * It reaches the runtime (ApiError, the common texts, the basic UI) only through '@pesa/shared',
 * so `instanceof ApiError` and the language are the page's one instance.
 */
export { useSubmit, type ShownCodes, type SubmitOptions, type Submission } from './use-submit'
export { SubmitForm, type SubmitFormProps } from './SubmitForm'
export { FormErrorNotice } from './FormErrorNotice'
export { MutateButton, type MutateButtonProps } from './MutateButton'
export { ErrorDialog, type UnexpectedFailure } from './ErrorDialog'
export { Loaded, PageLoading, combineResults, SPINNER_DELAY_MS, type LoadedProps, type ReadResult } from './Loaded'
export { focusFirstInvalid } from './focus-invalid'
export { TAB_DRAFT_PREFIX, clearOtherPersonsTabDrafts, clearTabDraft, clearTabDrafts, readTabDraft, tabDraftKey, writeTabDraft } from './tab-drafts'
