import type { ReactNode, RefObject } from 'react'
import type { ApiErrorCode } from '@pesa/shared'
import { FormErrorNotice } from './FormErrorNotice'
import type { Submission } from './use-submit'

export interface SubmitFormProps {
  submission: Submission<ApiErrorCode, string>
  children: ReactNode
  /** Shown above the error notice (a form's own heading) */
  heading?: ReactNode
  className?: string
  'aria-labelledby'?: string
  'data-qa'?: string
}

/**
 * A form on the submit path: Enter and the submit button run `submission.submit`, the browser's
 * own validation bubbles stay off (the shared validators speak instead), the first invalid
 * field inside gets focus, the error notice shows at the top after a failed submit while any
 * field is wrong, and the generic error dialog renders here.
 */
export function SubmitForm({ submission, children, heading, ...rest }: SubmitFormProps) {
  return (
    <form
      ref={submission.containerRef as RefObject<HTMLFormElement | null>}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submission.submit()
      }}
      {...rest}
    >
      {heading}
      <FormErrorNotice invalid={submission.invalid} />
      {children}
      {submission.dialog}
    </form>
  )
}
