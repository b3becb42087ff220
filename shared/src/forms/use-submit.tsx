import { ApiError, notifyCountsChanged, type ApiErrorCode } from '@pesa/shared'
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { hasErrors, type FieldErrors } from '../validators/codes'
import { ErrorDialog, type UnexpectedFailure } from './ErrorDialog'
import { focusFirstInvalid } from './focus-invalid'

/**
 * The server's error codes a screen explains with its own typed texts (`expectedErrors`, a
 * `Record<…>` of texts). A constraint, not Extract: a code the server no longer has fails to compile.
 */
export type ShownCodes<Code extends ApiErrorCode> = Code

export interface SubmitOptions<Result, Code extends ApiErrorCode, Field extends string> {
  /**
   * The client's rules for what is about to be sent: usually the shared body validator the
   * server calls too. Any error stops the submit before the call.
   */
  validate?: () => FieldErrors<Field>
  /** The call (a mutation of the area's queries.ts). */
  action: () => Promise<Result>
  onSuccess?: (result: Result) => void
  /**
   * The error codes this screen explains with its own typed texts; they come back as `error`.
   * VALIDATION_FAILED with field errors is always the form's own. Anything else is unexpected
   * and gets the generic error dialog.
   */
  expectedErrors?: readonly Code[]
  onExpectedError?: (code: Code) => void
  /** After a success, the shell reads its navigation badges again (notifyCountsChanged). */
  countsChanged?: boolean
}

export interface Submission<Code extends ApiErrorCode = never, Field extends string = string> {
  /** Runs the submit; does nothing while one is running, so a second click cannot send twice. */
  submit: () => Promise<void>
  busy: boolean
  /** The client's or the server's code per field, by the body's field names. */
  fieldErrors: FieldErrors<Field>
  /** The expected error of the last submit, for the screen's own text. */
  error: Code | undefined
  /** The element holding the fields (SubmitForm sets it): its first invalid field gets focus. */
  containerRef: RefObject<HTMLElement | null>
  /** The generic error dialog while it is open; SubmitForm and MutateButton render it. */
  dialog: ReactNode
}

interface FocusRequest {
  /** The server named fields: if the form shows none of them, that is a failure it cannot explain. */
  fromServer: boolean
}

/**
 * The one submit path of every form and mutating button (ARCHITECTURE.md, "Forms, errors and
 * validation"). The input is the caller's state and is never touched here, so a failure loses
 * nothing typed.
 */
export function useSubmit<Result, Code extends ApiErrorCode = never, Field extends string = string>(
  options: SubmitOptions<Result, Code, Field>
): Submission<Code, Field> {
  const optionsRef = useRef(options)
  optionsRef.current = options
  const running = useRef(false)
  const containerRef = useRef<HTMLElement | null>(null)
  const [busy, setBusy] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({})
  const [error, setError] = useState<Code>()
  const [failure, setFailure] = useState<{ kind: UnexpectedFailure; requestId?: string }>()
  const [focusRequest, setFocusRequest] = useState<FocusRequest>()

  useEffect(() => {
    if (!focusRequest) return
    if (!focusFirstInvalid(containerRef.current) && focusRequest.fromServer) setFailure({ kind: 'generic' })
  }, [focusRequest])

  const showFieldErrors = useCallback((errors: FieldErrors<Field>, fromServer: boolean) => {
    setFieldErrors(errors)
    setFocusRequest({ fromServer })
  }, [])

  const submit = useCallback(async () => {
    if (running.current) return
    const { validate, action, onSuccess, expectedErrors = [], onExpectedError, countsChanged } = optionsRef.current
    setError(undefined)
    const clientErrors = validate?.() ?? {}
    if (hasErrors(clientErrors)) return showFieldErrors(clientErrors, false)
    setFieldErrors({})
    running.current = true
    setBusy(true)
    try {
      const result = await action()
      if (countsChanged) notifyCountsChanged()
      onSuccess?.(result)
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        // A bug, not an answer: the dialog tells the guardian, the page's error reporting gets the cause.
        globalThis.reportError?.(caught)
        setFailure({ kind: 'generic' })
      } else if (caught.status === 401) {
        // The API client is already navigating to the start page.
      } else if (caught.errorCode === 'VALIDATION_FAILED' && hasErrors(caught.fieldErrors)) {
        showFieldErrors(caught.fieldErrors as FieldErrors<Field>, true)
      } else if ((expectedErrors as readonly ApiErrorCode[]).includes(caught.errorCode)) {
        setError(caught.errorCode as Code)
        onExpectedError?.(caught.errorCode as Code)
      } else {
        setFailure({ kind: caught.errorCode === 'NETWORK_ERROR' ? 'network' : 'generic', requestId: caught.requestId })
      }
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [showFieldErrors])

  const dialog = failure ? <ErrorDialog failure={failure.kind} requestId={failure.requestId} onClose={() => setFailure(undefined)} /> : null
  return { submit, busy, fieldErrors, error, containerRef, dialog }
}
