import { Link } from 'react-router'
import { useCommonTexts } from '../i18n/common'

/**
 * The answers a page gives instead of its content (spec part 1 §8): the path or the record does
 * not exist, or the guardian has no access to it. One pair for the shell and every area, so an
 * unknown sub-path of an area reads the same as an unknown path of the site.
 */
export function NotFoundPage() {
  const t = useCommonTexts()
  return (
    <section data-qa="not-found-page">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <Link to="/">{t.notFound.home}</Link>
    </section>
  )
}

export function ForbiddenPage() {
  const t = useCommonTexts()
  return (
    <section data-qa="forbidden-page">
      <h1>{t.forbidden.title}</h1>
      <p>{t.forbidden.text}</p>
      <Link to="/">{t.notFound.home}</Link>
    </section>
  )
}
