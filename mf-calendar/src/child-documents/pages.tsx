import { lazy, Suspense } from 'react'
import { Spinner } from '@pesa/shared'
import { useChildDocumentsTexts } from './i18n'

// The document page is a chunk of its own, apart from the calendar's first route, fetched when its route is first visited.
const ChildDocumentPage = lazy(() =>
  import(/* webpackChunkName: "child-document" */ './ChildDocumentPage').then((module) => ({ default: module.ChildDocumentPage }))
)

function Loading() {
  return <Spinner label={useChildDocumentsTexts().childDocument.title} />
}

export const childDocumentPage = (
  <Suspense fallback={<Loading />}>
    <ChildDocumentPage />
  </Suspense>
)
