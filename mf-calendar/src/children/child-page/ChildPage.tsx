import { Alert, Collapsible, StrongLoginLink, useAuthStatus, useMunicipalityConfig } from '@pesa/shared'
import type { Child } from '@pesa/shared/api/types'
import { Loaded, PageLoading, type ReadResult } from '@pesa/shared/forms'
import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useChildrenTexts } from '../i18n'
import { childDisplayName } from '../names'
import { useChildDocumentUnreadCounts, useChildren, useDailyServiceTimes, usePedagogicalUnreadCounts, useServiceNeeds } from '../queries'
import { AbsenceApplicationsSection, ServiceApplicationsSection } from './ApplicationsSections'
import { AttendanceSection, ServiceNeedSection } from './ServiceNeedSection'
import { ChildDocumentsSection, PedagogicalSection } from './DocumentsSections'
import { TerminationSection } from './TerminationSection'
import styles from '../Children.module.css'

/** /children/{childId} (spec part 2 §2): the child's sections, each collapsible and read on its own. */
export function ChildPage() {
  const t = useChildrenTexts()
  const { childId } = useParams<'childId'>()
  const result = useChildren()
  // The open section's read starts beside the list, not after it (one round trip less).
  useServiceNeeds(childId)
  return (
    <div className={styles.page} data-qa="child-page">
      <Loaded result={result} page>
        {(children) => {
          const child = children.find((c) => c.id === childId)
          return child ? (
            <ChildSections child={child} siblings={children.length} />
          ) : (
            <>
              <h1>{t.children.title}</h1>
              <Alert kind="error" data-qa="child-not-found">
                <p>{t.children.childNotFound}</p>
              </Alert>
            </>
          )
        }}
      </Loaded>
    </div>
  )
}

/** A read that has answered, with data or with a failure its section shows (and retries). */
const settled = (result: ReadResult<unknown>) => result.data !== undefined || result.error !== undefined

function ChildSections({ child, siblings }: { child: Child; siblings: number }) {
  const t = useChildrenTexts()
  const auth = useAuthStatus()
  const flags = useMunicipalityConfig().featureFlags
  const weak = auth?.authLevel !== 'STRONG'
  const documentation = auth?.accessibleFeatures?.childDocumentation ?? false
  const pedagogicalUnread = usePedagogicalUnreadCounts().data?.[child.id] ?? 0
  const documentsUnread = useChildDocumentUnreadCounts().data?.[child.id] ?? 0
  // The service need section is open from the start: the page shows once its reads have answered.
  // Drawn before, their content arrived under the section toggles below it and moved them, a
  // layout shift that could take a tap meant for one of them (an e2e click went astray so).
  const readsTimes = child.permittedActions?.includes('READ_DAILY_SERVICE_TIMES') ?? false
  const needs = useServiceNeeds(child.id)
  const times = useDailyServiceTimes(readsTimes ? child.id : undefined)
  if (!settled(needs) || (readsTimes && !settled(times))) return <PageLoading />
  return (
    <>
      {siblings > 1 ? (
        <p>
          <Link to="/children" data-qa="back-to-children">
            {t.children.backToChildren}
          </Link>
        </p>
      ) : null}
      <h1 data-qa="child-name">{childDisplayName(child)}</h1>
      {child.unit ? (
        <p>
          {child.unit.name}
          {child.group ? ` · ${child.group.name}` : ''}
        </p>
      ) : null}
      <Section id="service-need" title={t.children.serviceNeed.title} initiallyOpen>
        <ServiceNeedSection child={child} />
      </Section>
      {flags.citizenAttendanceSummary ? (
        <Section id="attendance" title={t.children.attendance.title}>
          <AttendanceSection childId={child.id} />
        </Section>
      ) : null}
      {documentation ? (
        <>
          <Section
            id="pedagogical-documents"
            title={pedagogicalUnread > 0 ? t.children.pedagogical.titleWithCount(pedagogicalUnread) : t.children.pedagogical.title}
            locked={weak}
            childId={child.id}
          >
            <PedagogicalSection childId={child.id} />
          </Section>
          <Section
            id="child-documents"
            title={documentsUnread > 0 ? t.children.documents.titleWithCount(documentsUnread) : t.children.documents.title}
            locked={weak}
            childId={child.id}
          >
            <ChildDocumentsSection childId={child.id} />
          </Section>
        </>
      ) : null}
      {flags.absenceApplications && child.absenceApplicationCreationPossible ? (
        <Section id="absence-applications" title={t.children.absenceApplications.title}>
          <AbsenceApplicationsSection childId={child.id} />
        </Section>
      ) : null}
      {flags.serviceApplications ? (
        <Section id="service-applications" title={t.children.serviceApplications.title}>
          <ServiceApplicationsSection child={child} />
        </Section>
      ) : null}
      <Section id="termination" title={t.children.termination.title} locked={weak} childId={child.id}>
        <TerminationSection childId={child.id} />
      </Section>
    </>
  )
}

interface SectionProps {
  id: string
  title: string
  initiallyOpen?: boolean
  /** A STRONG section on a weak login: its heading with a lock, leading to strong login and back here. */
  locked?: boolean
  childId?: string
  children: ReactNode
}

/** One collapsible section; its content (and so its reads) exists only while it is open. */
function Section({ id, title, initiallyOpen = false, locked = false, childId, children }: SectionProps) {
  const t = useChildrenTexts()
  const [open, setOpen] = useState(initiallyOpen)
  if (locked)
    return (
      <section className={`${styles.section} ${styles.locked}`} aria-labelledby={`section-${id}-title`} data-qa={`section-${id}`}>
        <h2 id={`section-${id}-title`}>{title}</h2>
        <StrongLoginLink returnPath={`/children/${childId}`} dataQa={`section-${id}-strong-login`}>
          {t.children.strongLogin}
        </StrongLoginLink>
      </section>
    )
  return (
    <section className={styles.section} aria-label={title} data-qa={`section-${id}`}>
      <Collapsible title={title} open={open} onToggle={setOpen} data-qa={`section-${id}-toggle`}>
        {open ? <div className={styles.body}>{children}</div> : null}
      </Collapsible>
    </section>
  )
}
