import { AreaPlaceholder, type AreaRootProps } from '@pesa/shared'
import { Route, Routes } from 'react-router'
import { useIncomeTexts } from './i18n'

const SECTIONS = { '/income': 'income', '/child-income': 'childIncome' } as const

/** The income area: everything under /income, /child-income, routed relative to the prefix the shell gives. */
export default function IncomeArea({ basePath }: AreaRootProps) {
  const t = useIncomeTexts()
  const section = SECTIONS[basePath as keyof typeof SECTIONS] ?? 'income'
  return (
    <Routes>
      <Route path="*" element={<AreaPlaceholder area="income" title={t.sections[section]} text={t.placeholder} />} />
    </Routes>
  )
}
