import { Link } from 'react-router'
import { useShellTexts } from '../i18n'

export function AccessibilityPage() {
  const t = useShellTexts()
  return (
    <section data-qa="accessibility-page">
      <Link to="/">{t.notFound.home}</Link>
      <h1>{t.footer.accessibility}</h1>
    </section>
  )
}
