import { useUser } from '@pesa/shared'
import { useMapTexts } from './i18n'
import type { MapTexts } from './i18n/fi'

/** Stands in for the area's screens until they are built; shows who the shared auth store says is logged in. */
export function PlaceholderPage({ section }: { section: keyof MapTexts['sections'] }) {
  const t = useMapTexts()
  const user = useUser()
  return (
    <section data-qa="area-placeholder-map" data-section={section}>
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
