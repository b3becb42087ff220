import { AreaPlaceholder, AreaRoutes, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { useIncomeTexts } from './i18n'
import type { IncomeTexts } from './i18n/fi'

function Placeholder({ section }: { section: keyof IncomeTexts['sections'] }) {
  const t = useIncomeTexts()
  return <AreaPlaceholder area="income" title={t.sections[section]} text={t.placeholder} />
}

const income = <Placeholder section="income" />
const childIncome = <Placeholder section="childIncome" />

/** Every page of the area under each of its prefixes; income pages need strong identification (spec part 2 §2). */
export const PAGES: AreaPages = {
  '/income': [
    { path: '', access: 'STRONG', element: income },
    { path: ':incomeStatementId', access: 'STRONG', element: income },
    { path: ':incomeStatementId/edit', access: 'STRONG', element: income }
  ],
  '/child-income': [
    { path: '', access: 'STRONG', element: childIncome },
    { path: ':childId/:incomeStatementId', access: 'STRONG', element: childIncome },
    { path: ':childId/:incomeStatementId/edit', access: 'STRONG', element: childIncome }
  ]
}

/** The income area: the guardian's and the children's income statements, routed relative to the prefix the shell mounted it at. */
export default function IncomeArea({ basePath }: AreaRootProps) {
  return <AreaRoutes basePath={basePath} pages={PAGES} />
}
