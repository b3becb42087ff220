import { Alert, useCommonTexts } from '@pesa/shared'

/**
 * The notice at the top of every form after a failed submit: there while some field is wrong,
 * gone as soon as the last one is fixed (SubmitForm renders it from `submission.invalid`).
 */
export function FormErrorNotice({ invalid }: { invalid: boolean }) {
  const t = useCommonTexts()
  return invalid ? (
    <Alert kind="error" data-qa="form-invalid">
      <p>{t.formInvalid}</p>
    </Alert>
  ) : null
}
