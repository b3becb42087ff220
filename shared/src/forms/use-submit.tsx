import { ApiError, notifyCountsChanged, type ApiErrorCode } from '@pesa/shared'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
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
  /**
   * What the form's parsed inputs could not read (a malformed date: `INVALID_DATE`), by field.
   * Shown instead of the validator's code for that field, so a malformed text never reads
   * "required", and it stops the submit like any error.
   */
  problems?: FieldErrors<Field>
  /** Told once per submit stopped by the client's rules (a preview goes back to its fields). */
  onInvalid?: (errors: FieldErrors<Field>) => void
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
  /**
   * The client's or the server's code per field, by the body's field names. Empty until a
   * submit fails; from then on the client's rules run again at every change, so a fixed field
   * is no longer marked and a new mistake is marked at once. A server's code for a field stays
   * until the guardian next changes something in the form.
   */
  fieldErrors: FieldErrors<Field>
  /** A submit failed and some field is still wrong: the top notice (SubmitForm shows it). */
  invalid: boolean
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
 * The one submit path of every form and mutating button (shared/src/forms/DECISIONS.md, "Forms, errors and
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
  // After a failed submit: the client's live errors and the server's, kept apart.
  const [tried, setTried] = useState(false)
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({})
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({})
  const [error, setError] = useState<Code>()
  const [failure, setFailure] = useState<{ kind: UnexpectedFailure; requestId?: string }>()
  const [focusRequest, setFocusRequest] = useState<FocusRequest>()

  useEffect(() => {
    if (!focusRequest) return
    if (!focusFirstInvalid(containerRef.current) && focusRequest.fromServer) setFailure({ kind: 'generic' })
  }, [focusRequest])

  const showFieldErrors = useCallback((errors: FieldErrors<Field>, fromServer: boolean) => {
    setTried(true)
    if (fromServer) setServerErrors(errors)
    else setClientErrors(errors)
    setFocusRequest({ fromServer })
  }, [])

  // Once a submit has failed, every render checks the client's rules again (before paint, so no
  // stale error is seen). In an effect, not in render: a form's validate may set its own state.
  // No dependency list on purpose: the rules read the form's state, which this hook cannot name.
  // It settles at once, as the state is set only when the errors differ.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!tried) return
    const next = checkFields(optionsRef.current)
    setClientErrors((current) => (sameErrors(current, next) ? current : next))
  })
  // A server's field errors describe what was sent: the first change in the form retires them.
  useEffect(() => {
    const container = containerRef.current
    if (!container || !hasErrors(serverErrors)) return
    const retire = () => setServerErrors({})
    container.addEventListener('input', retire)
    container.addEventListener('change', retire)
    return () => {
      container.removeEventListener('input', retire)
      container.removeEventListener('change', retire)
    }
  }, [serverErrors])

  const submit = useCallback(async () => {
    if (running.current) return
    const { action, onSuccess, expectedErrors = [], onExpectedError, countsChanged, onInvalid } = optionsRef.current
    setError(undefined)
    const errors = checkFields(optionsRef.current)
    if (hasErrors(errors)) {
      onInvalid?.(errors)
      return showFieldErrors(errors, false)
    }
    setClientErrors({})
    setServerErrors({})
    running.current = true
    setBusy(true)
    try {
      const result = await action()
      if (countsChanged) notifyCountsChanged()
      setTried(false)
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
  const fieldErrors = { ...serverErrors, ...withoutEmpty(clientErrors) } as FieldErrors<Field>
  const invalid = tried && hasErrors(fieldErrors)
  return { submit, busy, fieldErrors, invalid, error, containerRef, dialog }
}

/** The client's rules with the inputs' own problems over them: malformed is not missing. */
function checkFields<Field extends string>({ validate, problems }: Pick<SubmitOptions<unknown, never, Field>, 'validate' | 'problems'>): FieldErrors<Field> {
  return { ...withoutEmpty(validate?.() ?? {}), ...withoutEmpty(problems ?? {}) } as FieldErrors<Field>
}

function withoutEmpty<Field extends string>(errors: FieldErrors<Field>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined)) as FieldErrors<Field>
}

function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
