import { getApplicationUnits, getClubTerms, getPreschoolTerms, getServiceNeedOptions } from '@pesa/shared/api/units'
import {
  createApplication,
  deleteApplication,
  getApplication,
  getApplicationActivePlacements,
  getApplicationChildren,
  getApplicationDuplicates,
  getApplicationsByGuardian,
  saveApplicationDraft,
  sendApplication,
  updateApplication,
  type ApplicationUpdate
} from '@pesa/shared/api/applications'
import type { ApplicationType } from '@pesa/shared/api/types'
import useSWR, { mutate } from 'swr'

const KEYS = {
  byGuardian: 'applications/by-guardian',
  children: 'applications/children',
  application: (id: string) => `applications/${id}`
}

export const useApplicationsByGuardian = () => useSWR(KEYS.byGuardian, () => getApplicationsByGuardian())
export const useApplicationChildren = () => useSWR(KEYS.children, () => getApplicationChildren())
export const useApplication = (id: string) => useSWR(KEYS.application(id), () => getApplication({ params: { applicationId: id } }))
export const useDuplicates = (childId: string) => useSWR(`applications/duplicates/${childId}`, () => getApplicationDuplicates({ params: { childId } }))
export const useActivePlacements = (childId: string) =>
  useSWR(`applications/active-placements/${childId}`, () => getApplicationActivePlacements({ params: { childId } }))

/** Terms and options change a few times a year: read once per page. */
export const useRuleFacts = () =>
  useSWR('applications/rule-facts', async () => {
    const [clubTerms, preschoolTerms, serviceNeedOptions] = await Promise.all([
      getClubTerms(),
      getPreschoolTerms(),
      getServiceNeedOptions({ query: { placementTypes: ['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB'] } })
    ])
    return { clubTerms, preschoolTerms, serviceNeedOptions }
  })

/** The units an application can prefer on its start date (null key: no date yet). */
export const useApplicationUnits = (query: { type: 'CLUB' | 'DAYCARE' | 'PRESCHOOL' | 'PREPARATORY'; date: string; shiftCare: boolean } | null) =>
  useSWR(query ? ['applications/units', query.type, query.date, query.shiftCare] : null, () => getApplicationUnits({ query: query! }))

const refreshList = () => mutate(KEYS.byGuardian)

/** Reads the list again (after a refusal that says it changed). */
export const refreshApplicationList = refreshList

export async function newApplication(childId: string, type: ApplicationType): Promise<string> {
  const { id } = await createApplication({ body: { childId, type } })
  await refreshList()
  return id
}

export async function saveDraft(id: string, body: ApplicationUpdate): Promise<void> {
  await saveApplicationDraft({ params: { applicationId: id }, body })
  await Promise.all([refreshList(), mutate(KEYS.application(id))])
}

export async function saveAndSend(id: string, body: ApplicationUpdate, send: boolean): Promise<void> {
  await updateApplication({ params: { applicationId: id }, body })
  if (send) await sendApplication({ params: { applicationId: id } })
  await Promise.all([refreshList(), mutate(KEYS.application(id))])
}

export async function removeApplication(id: string): Promise<void> {
  await deleteApplication({ params: { applicationId: id } })
  await refreshList()
}
