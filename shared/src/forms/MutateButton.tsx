import { Button, type ApiErrorCode, type ButtonProps } from '@pesa/shared'
import { useSubmit, type SubmitOptions } from './use-submit'

export type MutateButtonProps<Result, Code extends ApiErrorCode> = Omit<ButtonProps, 'onClick' | 'busy'> & Omit<SubmitOptions<Result, Code, never>, 'validate'>

/**
 * A button bound to one mutation (send a code, mark read, delete): busy while it runs, one
 * call however often it is clicked, expected errors to the caller, the generic dialog for the rest.
 */
export function MutateButton<Result, Code extends ApiErrorCode = never>({
  action,
  onSuccess,
  expectedErrors,
  onExpectedError,
  countsChanged,
  ...buttonProps
}: MutateButtonProps<Result, Code>) {
  const submission = useSubmit<Result, Code, never>({ action, onSuccess, expectedErrors, onExpectedError, countsChanged })
  return (
    <>
      <Button {...buttonProps} busy={submission.busy} onClick={() => void submission.submit()} />
      {submission.dialog}
    </>
  )
}
