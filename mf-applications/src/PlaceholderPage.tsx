import { useUser } from '@pesa/shared'
import { useApplicationsTexts } from './i18n'
import type { ApplicationsTexts } from './i18n/fi'

/** Stands in for the area's screens until they are built; shows who the shared auth store says is logged in. */
export function PlaceholderPage({ section }: { section: keyof ApplicationsTexts['sections'] }) {
  const t = useApplicationsTexts()
  const user = useUser()
  return (
    <section data-qa="area-placeholder-applications" data-section={section}>
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
