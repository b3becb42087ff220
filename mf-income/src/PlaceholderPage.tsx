import { useUser } from '@pesa/shared'
import { useIncomeTexts } from './i18n'
import type { IncomeTexts } from './i18n/fi'

/** Stands in for the area's screens until they are built; shows who the shared auth store says is logged in. */
export function PlaceholderPage({ section }: { section: keyof IncomeTexts['sections'] }) {
  const t = useIncomeTexts()
  const user = useUser()
  return (
    <section data-qa="area-placeholder-income" data-section={section}>
      <h1>{t.sections[section]}</h1>
      <p>{t.placeholder}</p>
      {user ? (
        <p data-qa="placeholder-user">
          {user.firstName} {user.lastName}
        </p>
      ) : null}
    </section>
  )
}
