import { useUser } from '@pesa/shared'
import { useCalendarTexts } from './i18n'
import type { CalendarTexts } from './i18n/fi'

/** Stands in for the area's screens until they are built; shows who the shared auth store says is logged in. */
export function PlaceholderPage({ section }: { section: keyof CalendarTexts['sections'] }) {
  const t = useCalendarTexts()
  const user = useUser()
  return (
    <section data-qa="area-placeholder-calendar" data-section={section}>
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
