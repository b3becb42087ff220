import { API_BASE, notifyCountsChanged } from '@pesa/shared'
import { getChildDocument, putChildDocumentAnswer, putChildDocumentRead } from '@pesa/shared/api/child-documents'
import type { ChildDocumentContent } from '@pesa/shared/api/types'
import useSWR, { mutate } from 'swr'

const key = (id: string) => `child-documents/${id}`

export const useChildDocument = (id: string) => useSWR(key(id), () => getChildDocument({ params: { documentId: id } }))

/** Opening marks the document read for this guardian (spec part 2 §4); the badges follow. */
export async function markRead(id: string): Promise<void> {
  await putChildDocumentRead({ params: { documentId: id } })
  notifyCountsChanged()
}

export async function sendAnswers(id: string, content: ChildDocumentContent): Promise<void> {
  await putChildDocumentAnswer({ params: { documentId: id }, body: { status: 'COMPLETED', content } })
  await mutate(key(id))
}

export const refreshDocument = (id: string) => mutate(key(id))

/** The server renders the PDF inline, so it opens in the browser's viewer. */
export const pdfUrl = (id: string) => `${API_BASE}/citizen/child-documents/${encodeURIComponent(id)}/pdf`
