import {
  getAbsenceApplicationRanges,
  getServiceApplicationOptions,
  postAbsenceApplication,
  postServiceApplication,
  type AbsenceApplicationRequest,
  type ServiceApplicationRequest
} from '@pesa/shared/api/children'
import useSWR, { mutate } from 'swr'

/*
 * The reads and sends of the two application forms. A send refreshes the child's application
 * lists, which the child page reads under keys starting with `children/<childId>/`.
 */

/** Null: the feature is off, nothing to read. */
export const useAbsenceRanges = (childId: string | null) =>
  useSWR(childId === null ? null : `children/${childId}/absence-application-ranges`, () => getAbsenceApplicationRanges({ query: { childId: childId! } }))

/** The options of the date; no read until a date is chosen. */
export const useServiceOptions = (childId: string, date: string | undefined) =>
  useSWR(date ? `children/${childId}/service-application-options/${date}` : null, () => getServiceApplicationOptions({ query: { childId, date: date! } }))

const refreshChild = (childId: string) => mutate((key) => typeof key === 'string' && key.startsWith(`children/${childId}/`))

export async function sendAbsenceApplication(body: AbsenceApplicationRequest): Promise<void> {
  await postAbsenceApplication({ body })
  await refreshChild(body.childId)
}

export async function sendServiceApplication(body: ServiceApplicationRequest): Promise<void> {
  await postServiceApplication({ body })
  await refreshChild(body.childId)
}
