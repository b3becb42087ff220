import { helsinkiDate } from '@pesa/shared/dates'
import type { ProcessMetadataResponse } from '@pesa/shared/api/types'
import { Loaded } from '@pesa/shared/forms'
import { formatFinnishDate } from '@pesa/shared/validators'
import useSWR from 'swr'
import { useProcessMetadataTexts } from './i18n'
import styles from './ProcessMetadata.module.css'

const day = (instant: string) => formatFinnishDate(helsinkiDate(new Date(instant)))

/**
 * The archive metadata of an application or a finance decision (spec part 1 §3), read when shown:
 * the caller shows it only while the municipality's `showMetadataToCitizen` is on.
 */
export function ProcessMetadataDetails({ swrKey, load }: { swrKey: string; load: () => Promise<ProcessMetadataResponse> }) {
  const t = useProcessMetadataTexts()
  return (
    <section className={styles.metadata} aria-label={t.title} data-qa="process-metadata">
      <h4>{t.title}</h4>
      <Loaded result={useSWR(swrKey, load)}>
        {({ data }) => {
          if (!data) return <p data-qa="process-metadata-none">{t.none}</p>
          const { document } = data
          return (
            <dl className={styles.facts}>
              <dt>{t.caseIdentifier}</dt>
              <dd data-qa="case-identifier">{data.caseIdentifier}</dd>
              <dt>{t.task}</dt>
              <dd>{data.processDefinitionNumber}</dd>
              <dt>{t.organization}</dt>
              <dd>{data.organization}</dd>
              <dt>{t.retention}</dt>
              <dd>{t.years(Math.round(data.archiveDurationMonths / 12))}</dd>
              <dt>{t.stages}</dt>
              <dd>
                <ol className={styles.stages} data-qa="case-stages">
                  {data.history.map((entry) => (
                    <li key={entry.state}>
                      {t.state[entry.state]} {day(entry.enteredAt)}
                    </li>
                  ))}
                </ol>
              </dd>
              <dt>{t.document}</dt>
              <dd>
                {t.kind[document.kind]}, {t.created.toLowerCase()} {day(document.createdAt)}
              </dd>
              <dt>{t.publicity}</dt>
              <dd>{document.confidential ? t.confidential(document.confidentialityDurationYears, document.confidentialityBasis) : t.public}</dd>
              {document.receivedBy ? (
                <>
                  <dt>{t.receivedBy}</dt>
                  <dd>{t.received[document.receivedBy]}</dd>
                </>
              ) : null}
              {document.deliveryMethod ? (
                <>
                  <dt>{t.deliveryMethod}</dt>
                  <dd>{t.delivery[document.deliveryMethod]}</dd>
                </>
              ) : null}
            </dl>
          )
        }}
      </Loaded>
    </section>
  )
}
