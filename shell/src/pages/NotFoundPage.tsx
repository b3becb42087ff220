import { Link } from 'react-router'
import { useShellTexts } from '../i18n'

export function NotFoundPage() {
  const t = useShellTexts()
  return (
    <section data-qa="not-found-page">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <Link to="/">{t.notFound.home}</Link>
    </section>
  )
}
