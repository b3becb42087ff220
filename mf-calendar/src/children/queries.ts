import {
  deleteAbsenceApplication,
  deleteServiceApplication,
  getAbsenceApplications,
  getChildAttendanceSummary,
  getChildDailyServiceTimes,
  getChildPlacements,
  getChildren,
  getChildrenUnreadCounts,
  getChildServiceNeeds,
  getPedagogicalDocuments,
  getPedagogicalDocumentsUnreadCount,
  getServiceApplications,
  postPedagogicalDocumentRead,
  postPlacementTermination,
  type PlacementTerminationRequest
} from '@pesa/shared/api/children'
import { getChildDocuments, getChildDocumentsUnreadCount } from '@pesa/shared/api/child-documents'
import useSWR, { mutate } from 'swr'

/*
 * The child pages' reads, one SWR key each, so a section that fails retries alone (issue 15) and
 * an action refreshes only what it changed.
 */
const key = (name: string, childId?: string) => (childId ? ['children', name, childId] : ['children', name])

export const useChildren = () => useSWR(key('list'), () => getChildren())
export const useUnreadCounts = () => useSWR(key('unread-counts'), () => getChildrenUnreadCounts())
/** The section headings' counts (WEAK, so a weak login sees them beside the lock too). */
export const usePedagogicalUnreadCounts = () => useSWR(key('pedagogical-unread'), () => getPedagogicalDocumentsUnreadCount())
export const useChildDocumentUnreadCounts = () => useSWR(key('documents-unread'), () => getChildDocumentsUnreadCount())
// A read whose child is undefined is not made (SWR's null key): its fetcher never runs, so `?? ''` is never sent.
export const useServiceNeeds = (childId: string | undefined) =>
  useSWR(childId ? key('service-needs', childId) : null, () => getChildServiceNeeds({ params: { childId: childId ?? '' } }))
/** Read only for a child whose times the guardian may read (`READ_DAILY_SERVICE_TIMES`); undefined reads nothing. */
export const useDailyServiceTimes = (childId: string | undefined) =>
  useSWR(childId ? key('daily-service-times', childId) : null, () => getChildDailyServiceTimes({ params: { childId: childId ?? '' } }))
export const useAttendanceSummary = (childId: string, yearMonth: string) =>
  useSWR(['children', 'attendance', childId, yearMonth], () => getChildAttendanceSummary({ params: { childId, yearMonth } }))
export const usePedagogicalDocuments = (childId: string) =>
  useSWR(key('pedagogical-documents', childId), () => getPedagogicalDocuments({ params: { childId } }))
export const useChildDocuments = (childId: string) => useSWR(key('child-documents', childId), () => getChildDocuments({ query: { childId } }))
export const useAbsenceApplications = (childId: string) => useSWR(key('absence-applications', childId), () => getAbsenceApplications({ query: { childId } }))
export const useServiceApplications = (childId: string) => useSWR(key('service-applications', childId), () => getServiceApplications({ query: { childId } }))
export const usePlacements = (childId: string) => useSWR(key('placements', childId), () => getChildPlacements({ params: { childId } }))

/** A file opened or downloaded marks its document read: the list and the cards' counts are read again. */
export async function markPedagogicalRead(childId: string, documentId: string): Promise<void> {
  await postPedagogicalDocumentRead({ params: { documentId } })
  await Promise.all([mutate(key('pedagogical-documents', childId)), mutate(key('pedagogical-unread')), mutate(key('unread-counts'))])
}

export async function cancelAbsenceApplication(childId: string, id: string): Promise<void> {
  await deleteAbsenceApplication({ params: { id } })
  await mutate(key('absence-applications', childId))
}

export async function cancelServiceApplication(childId: string, id: string): Promise<void> {
  await deleteServiceApplication({ params: { id } })
  await mutate(key('service-applications', childId))
}

/** A termination ends placements and needs: the groups, needs, daily times and the list's units are read again. */
export async function terminatePlacement(childId: string, body: PlacementTerminationRequest): Promise<void> {
  await postPlacementTermination({ params: { childId }, body })
  await Promise.all([
    mutate(key('placements', childId)),
    mutate(key('service-needs', childId)),
    mutate(key('daily-service-times', childId)),
    mutate(key('list'))
  ])
}
