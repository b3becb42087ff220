import {
  acceptDecision,
  getAssistanceNeedDecision,
  getAssistanceNeedDecisions,
  getAssistanceNeedPreschoolDecision,
  getAssistanceNeedPreschoolDecisions,
  getDecisions,
  getDecisionsOfApplication,
  getFinanceDecisions,
  markAssistanceNeedDecisionRead,
  markAssistanceNeedPreschoolDecisionRead,
  rejectDecision
} from '@pesa/shared/api/decisions'
import { API_BASE } from '@pesa/shared'
import useSWR, { mutate } from 'swr'

const KEYS = {
  decisions: 'decisions/all',
  finance: 'decisions/finance',
  assistance: 'decisions/assistance',
  preschoolAssistance: 'decisions/assistance-preschool',
  ofApplication: (id: string) => `decisions/application/${id}`
}

export const useDecisions = () => useSWR(KEYS.decisions, () => getDecisions())
export const useFinanceDecisions = () => useSWR(KEYS.finance, () => getFinanceDecisions())
export const useAssistanceDecisions = () => useSWR(KEYS.assistance, () => getAssistanceNeedDecisions())
export const usePreschoolAssistanceDecisions = () => useSWR(KEYS.preschoolAssistance, () => getAssistanceNeedPreschoolDecisions())
export const useDecisionsOfApplication = (applicationId: string) =>
  useSWR(KEYS.ofApplication(applicationId), () => getDecisionsOfApplication({ params: { applicationId } }))
export const useAssistanceDecision = (id: string) => useSWR(`decisions/assistance/${id}`, () => getAssistanceNeedDecision({ params: { id } }))
export const usePreschoolAssistanceDecision = (id: string) =>
  useSWR(`decisions/assistance-preschool/${id}`, () => getAssistanceNeedPreschoolDecision({ params: { id } }))

export const refreshDecisions = (applicationId: string) => Promise.all([mutate(KEYS.ofApplication(applicationId)), mutate(KEYS.decisions)])

export async function accept(applicationId: string, decisionId: string, requestedStartDate: string | undefined): Promise<void> {
  await acceptDecision({ params: { applicationId }, body: { applicationId, decisionId, requestedStartDate: requestedStartDate ?? null } })
  await refreshDecisions(applicationId)
}

export async function reject(applicationId: string, decisionId: string): Promise<void> {
  await rejectDecision({ params: { applicationId }, body: { applicationId, decisionId } })
  await refreshDecisions(applicationId)
}

export async function markRead(kind: 'ASSISTANCE_NEED' | 'ASSISTANCE_NEED_PRESCHOOL', id: string): Promise<void> {
  if (kind === 'ASSISTANCE_NEED') await markAssistanceNeedDecisionRead({ params: { id } })
  else await markAssistanceNeedPreschoolDecisionRead({ params: { id } })
  await mutate(kind === 'ASSISTANCE_NEED' ? KEYS.assistance : KEYS.preschoolAssistance)
}

/** The PDF links: the server sends them as downloads with their localized names. */
export const pdfUrl = {
  decision: (id: string) => `${API_BASE}/citizen/decisions/${encodeURIComponent(id)}/download`,
  FEE_DECISION: (id: string) => `${API_BASE}/citizen/fee-decisions/${encodeURIComponent(id)}/download`,
  VOUCHER_VALUE_DECISION: (id: string) => `${API_BASE}/citizen/voucher-value-decisions/${encodeURIComponent(id)}/download`,
  ASSISTANCE_NEED: (id: string) => `${API_BASE}/citizen/children/assistance-need-decision/${encodeURIComponent(id)}/pdf`,
  ASSISTANCE_NEED_PRESCHOOL: (id: string) => `${API_BASE}/citizen/children/assistance-need-preschool-decisions/${encodeURIComponent(id)}/pdf`
}
