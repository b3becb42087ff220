import { lazy, Suspense, type ReactNode } from 'react'
import { Spinner, type AreaPage } from '@pesa/shared'
import { DecisionsPage } from './DecisionsPage'
import { useDecisionsTexts } from './i18n'

// The list is the first route; the answer page and the assistance views are chunks of their own
const DecisionAnswerPage = lazy(() => import('./DecisionAnswerPage').then((module) => ({ default: module.DecisionAnswerPage })))
const AssistanceViewPage = lazy(() => import('./AssistanceView').then((module) => ({ default: module.AssistanceViewPage })))

function Chunk({ children }: { children: ReactNode }) {
  const t = useDecisionsTexts()
  return <Suspense fallback={<Spinner label={t.title} />}>{children}</Suspense>
}

/** The pages under /decisions, all STRONG (spec part 1 §6): weak sessions see the lock. */
export const DECISION_PAGES: AreaPage[] = [
  { path: '', access: 'STRONG', element: <DecisionsPage /> },
  { path: 'by-application/:applicationId', access: 'STRONG', element: <Chunk>{<DecisionAnswerPage />}</Chunk> },
  { path: 'assistance/:id', access: 'STRONG', element: <Chunk>{<AssistanceViewPage kind="ASSISTANCE_NEED" />}</Chunk> },
  { path: 'assistance-preschool/:id', access: 'STRONG', element: <Chunk>{<AssistanceViewPage kind="ASSISTANCE_NEED_PRESCHOOL" />}</Chunk> }
]
