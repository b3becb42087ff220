import { formatFinnishDate } from '@pesa/shared/validators'
import { useChildDocumentsTexts } from './i18n'
import { answerText, type Answers, type Template } from './answers'
import styles from './ChildDocument.module.css'

/** The template's sections with their answers, as read and printed, and as the preview shows what will be sent. */
export function DocumentAnswers({ template, answers, final }: { template: Template; answers: Answers; final: boolean }) {
  const t = useChildDocumentsTexts().childDocument
  return (
    <>
      {template.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`} data-qa={`document-section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.label}</h2>
          <dl className={styles.answers}>
            {section.questions.map((question) => {
              if (question.type === 'STATIC_TEXT_PARAGRAPH')
                return (
                  <div key={question.id}>
                    <dt>{question.label}</dt>
                    <dd>{question.info}</dd>
                  </div>
                )
              const text = answerText(question, answers[question.id] ?? null, { yes: t.yes, no: t.no }, formatFinnishDate, { final })
              return (
                <div key={question.id} data-qa={`answer-${question.id}`}>
                  <dt>{question.label}</dt>
                  <dd className={text === undefined ? styles.unanswered : undefined}>{text ?? t.notAnswered}</dd>
                </div>
              )
            })}
          </dl>
        </section>
      ))}
    </>
  )
}
