import { useUser, type AreaRootProps } from '@pesa/shared'
import { Link, Route, Routes } from 'react-router'
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

/** The map area: the unit finder at /map, with the way back into the service. */
export default function MapArea(_props: AreaRootProps) {
  return (
    <div data-qa="area-root-map">
      <Routes>
        <Route path="*" element={<UnitFinder header={<BackLink />} />} />
      </Routes>
    </div>
  )
}
