import type { ApplicationUpdate } from '../../api/generated/types'
import type { FieldErrors } from '../codes'
import { validateApplication, type ApplicationRuleContext } from '../application'

/*
 * The body of saving an application with every rule (PUT, and the save before sending): the
 * form's rules and, when the child has another guardian, the applicant's consent that they see
 * it (spec part 1 §4). The server calls it in api/src/applications/service.ts.
 */
export function validateApplicationUpdate(body: ApplicationUpdate, context: ApplicationRuleContext): FieldErrors {
  const errors = validateApplication(body.form, context)
  if (context.hasOtherGuardian && !body.allowOtherGuardianAccess) errors.allowOtherGuardianAccess = 'REQUIRED'
  return errors
}
