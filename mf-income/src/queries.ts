import {
  createChildIncomeStatement,
  createIncomeStatement,
  deleteIncomeStatement,
  getChildIncomeStatements,
  getChildIncomeStatementStartDates,
  getExpiringIncome,
  getIncomeStatement,
  getIncomeStatementChildren,
  getIncomeStatementPartner,
  getIncomeStatements,
  getIncomeStatementStartDates,
  updateIncomeStatement,
  updateSentIncomeStatement,
  type IncomeStatementBody,
  type IncomeStatementUpdateSent
} from '@pesa/shared/api/income'
import useSWR, { mutate } from 'swr'

const refreshAll = () => mutate((key) => typeof key === 'string' && key.startsWith('income/'))

export const useOwnStatements = (page: number) => useSWR(`income/own/${page}`, () => getIncomeStatements({ query: { page } }))
export const useChildStatements = (childId: string, page: number) =>
  useSWR(`income/child/${childId}/${page}`, () => getChildIncomeStatements({ params: { childId }, query: { page } }))
/** One statement; nothing is read without an id (a new statement). */
/**
 * The first page of every child's statements in one read, put where each child's section reads
 * it: the list is shown when all of it is in, so no section pushes another down (layout shift).
 */
export const useFirstChildPages = (childIds: string[] | undefined) =>
  useSWR(childIds ? `income/child-first-pages/${childIds.join(',')}` : null, async () => {
    const pages = await Promise.all(childIds!.map((childId) => getChildIncomeStatements({ params: { childId }, query: { page: 1 } })))
    await Promise.all(childIds!.map((childId, i) => mutate(`income/child/${childId}/1`, pages[i], { revalidate: false })))
    return pages
  })
export const useStatement = (id: string | undefined) => useSWR(id ? `income/statement/${id}` : null, () => getIncomeStatement({ params: { id: id! } }))
export const useChildren = () => useSWR('income/children', () => getIncomeStatementChildren())
export const usePartner = () => useSWR('income/partner', () => getIncomeStatementPartner())
export const useExpiring = () => useSWR('income/expiring', () => getExpiringIncome())
export const useStartDates = (childId?: string) =>
  useSWR(`income/start-dates/${childId ?? 'own'}`, () =>
    childId ? getChildIncomeStatementStartDates({ params: { childId } }) : getIncomeStatementStartDates()
  )

export async function saveStatement(target: { id?: string; childId?: string }, body: IncomeStatementBody, draft: boolean): Promise<string> {
  let id = target.id
  if (id) await updateIncomeStatement({ params: { id }, query: { draft }, body })
  else
    id = (
      target.childId
        ? await createChildIncomeStatement({ params: { childId: target.childId }, query: { draft }, body })
        : await createIncomeStatement({ query: { draft }, body })
    ).id
  await refreshAll()
  return id
}

export async function addDetails(id: string, body: IncomeStatementUpdateSent): Promise<void> {
  await updateSentIncomeStatement({ params: { id }, body })
  await refreshAll()
}

export async function removeStatement(id: string): Promise<void> {
  await deleteIncomeStatement({ params: { id } })
  await refreshAll()
}
