import {
  getAbsenceApplicationRanges,
  getServiceApplicationOptions,
  getServiceApplications,
  postAbsenceApplication,
  postServiceApplication,
  type AbsenceApplicationRequest,
  type ServiceApplicationRequest
} from '@pesa/shared/api/children'
import useSWR, { mutate } from 'swr'

/*
 * The reads and sends of the two application forms. A send refreshes what is read of the child
 * (keys starting with `children/<childId>/`) without waiting: the form leaves for the child's
 * page at once, which reads its own lists as it opens.
 */

/** Null: the feature is off, nothing to read. */
export const useAbsenceRanges = (childId: string | null) =>
  useSWR(childId === null ? null : `children/${childId}/absence-application-ranges`, () => getAbsenceApplicationRanges({ query: { childId: childId! } }))

/** Null: the feature is off, nothing to read. */
export const useServiceApplications = (childId: string | null) =>
  useSWR(childId === null ? null : `children/${childId}/service-applications`, () => getServiceApplications({ query: { childId: childId! } }))

/** The options of the date; no read until a date is chosen. */
export const useServiceOptions = (childId: string, date: string | undefined) =>
  useSWR(date ? `children/${childId}/service-application-options/${date}` : null, () => getServiceApplicationOptions({ query: { childId, date: date! } }))

const refreshChild = (childId: string) => mutate((key) => typeof key === 'string' && key.startsWith(`children/${childId}/`))

export async function sendAbsenceApplication(body: AbsenceApplicationRequest): Promise<void> {
  await postAbsenceApplication({ body })
  void refreshChild(body.childId)
}

export async function sendServiceApplication(body: ServiceApplicationRequest): Promise<void> {
  await postServiceApplication({ body })
  void refreshChild(body.childId)
}
