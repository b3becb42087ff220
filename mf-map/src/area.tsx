import { AreaRoutes, useUser, type AreaPages, type AreaRootProps } from '@pesa/shared'
import { Link } from 'react-router'
import { UnitFinder } from './finder/UnitFinder'
import styles from './area.module.css'
import { useMapTexts } from './i18n'

function BackLink() {
  const t = useMapTexts()
  const loggedIn = Boolean(useUser())
  return (
    <Link to={loggedIn ? '/applications' : '/login'} className={styles.back} data-qa="map-back-link">
      ‹ {loggedIn ? t.backToApplications : t.backToLogin}
    </Link>
  )
}

/** The unit finder is open to anyone (spec part 1 §2, §6). */
export const PAGES: AreaPages = {
  '/map': [{ path: '', access: 'public', element: <UnitFinder header={<BackLink />} /> }]
}

/** The map area: the unit finder at /map, with the way back into the service. */
export default function MapArea({ basePath }: AreaRootProps) {
  return (
    <div data-qa="area-root-map">
      <AreaRoutes basePath={basePath} pages={PAGES} />
    </div>
  )
}
