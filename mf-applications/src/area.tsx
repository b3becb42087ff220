import { AreaPlaceholder, AreaRoutes, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { useApplicationsTexts } from './i18n'
import type { ApplicationsTexts } from './i18n/fi'

function Placeholder({ section }: { section: keyof ApplicationsTexts['sections'] }) {
  const t = useApplicationsTexts()
  return <AreaPlaceholder area="applications" title={t.sections[section]} text={t.placeholder} />
}

const applications = <Placeholder section="applications" />
const decisions = <Placeholder section="decisions" />

/** Every page of the area under each of its prefixes; all need strong identification (spec part 1 §2, §6). */
export const PAGES: AreaPages = {
  '/applications': [
    { path: '', access: 'STRONG', element: applications },
    { path: 'new', access: 'STRONG', element: applications },
    { path: 'new/:childId', access: 'STRONG', element: applications },
    { path: ':applicationId', access: 'STRONG', element: applications },
    { path: ':applicationId/edit', access: 'STRONG', element: applications }
  ],
  '/decisions': [
    { path: '', access: 'STRONG', element: decisions },
    { path: 'by-application/:applicationId', access: 'STRONG', element: decisions },
    { path: 'assistance/:id', access: 'STRONG', element: decisions },
    { path: 'assistance-preschool/:id', access: 'STRONG', element: decisions }
  ]
}

/** The applications area: applications and decisions, routed relative to the prefix the shell mounted it at. */
export default function ApplicationsArea({ basePath }: AreaRootProps) {
  return <AreaRoutes basePath={basePath} pages={PAGES} />
}
