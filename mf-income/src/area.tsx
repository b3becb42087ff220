import { AreaRoutes, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { IncomePage } from './components/IncomePage'
import { StatementEditor } from './components/StatementEditor'
import { StatementView } from './components/StatementView'

const list = <IncomePage />
const view = <StatementView />
const editor = <StatementEditor />

/** Every page of the area under each of its prefixes; income pages need strong identification (spec part 2 §2). */
export const PAGES: AreaPages = {
  '/income': [
    { path: '', access: 'STRONG', element: list },
    { path: ':incomeStatementId', access: 'STRONG', element: view },
    { path: ':incomeStatementId/edit', access: 'STRONG', element: editor }
  ],
  '/child-income': [
    { path: '', access: 'STRONG', element: list },
    { path: ':childId/:incomeStatementId', access: 'STRONG', element: view },
    { path: ':childId/:incomeStatementId/edit', access: 'STRONG', element: editor }
  ]
}

/** The income area: the guardian's and the children's income statements, routed relative to the prefix the shell mounted it at. */
export default function IncomeArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-income">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
