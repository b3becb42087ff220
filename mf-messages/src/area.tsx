import { AreaRoutes, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { MessagesPage } from './components/MessagesPage'

const messages = <MessagesPage />

/** The inbox and a thread, for a weak login too (spec part 1 §2). */
export const PAGES: AreaPages = {
  '/messages': [
    { path: '', access: 'WEAK', element: messages },
    { path: ':threadId', access: 'WEAK', element: messages }
  ]
}

/** The messages area, routed relative to the prefix the shell mounted it at. */
export default function MessagesArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-messages">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
