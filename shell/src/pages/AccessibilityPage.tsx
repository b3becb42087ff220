import { defineTranslations } from '@pesa/shared'
import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { AccessibilityTexts } from './accessibility/fi'

const accessibilityTexts = defineTranslations<AccessibilityTexts>('shell-accessibility', {
  fi: () => import(/* webpackChunkName: "accessibility-fi" */ './accessibility/fi'),
  sv: () => import(/* webpackChunkName: "accessibility-sv" */ './accessibility/sv'),
  en: () => import(/* webpackChunkName: "accessibility-en" */ './accessibility/en')
})

/** The accessibility statement; a chunk of its own, loaded when the page is opened. */
export default function AccessibilityPage() {
  const t = accessibilityTexts.useTranslation()
  const navigate = useNavigate()
  const back = (event: MouseEvent) => {
    // Back to where the guardian came from; a direct visit goes to the front page.
    if (window.history.state?.idx > 0) {
      event.preventDefault()
      navigate(-1)
    }
  }
  return (
    <article data-qa="accessibility-page">
      <Link to="/" onClick={back} data-qa="accessibility-back">
        ‹ {t.back}
      </Link>
      <h1>{t.title}</h1>
      {t.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {t.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  )
}
