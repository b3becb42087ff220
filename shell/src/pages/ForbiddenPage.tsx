import { Link } from 'react-router'
import { useShellTexts } from '../i18n'

/** Spec part 1 §8: 403, no permission to the requested information. */
export function ForbiddenPage() {
  const t = useShellTexts()
  return (
    <section data-qa="forbidden-page">
      <h1>{t.forbidden.title}</h1>
      <p>{t.forbidden.text}</p>
      <Link to="/">{t.notFound.home}</Link>
    </section>
  )
}
