import { Button, useLanguage } from '@pesa/shared'
import { useMapTexts } from '../i18n'
import { formatDistance } from '../rules/distance'
import type { ListedUnit } from '../rules/ordering'
import { unitAddress } from './labels'
import styles from './UnitList.module.css'

/** Units shown before "show more". */
export const INITIAL_LIST_SIZE = 10

export interface UnitListProps {
  units: ListedUnit[]
  showAll: boolean
  onShowAll: () => void
  onOpen: (unitId: string) => void
}

/** The filtered units in search order, each opening its details. */
export function UnitList({ units, showAll, onShowAll, onOpen }: UnitListProps) {
  const t = useMapTexts()
  const lang = useLanguage()
  const shown = showAll ? units : units.slice(0, INITIAL_LIST_SIZE)
  return (
    <section className={styles.list} aria-labelledby="map-unit-list-title" data-qa="map-unit-list">
      <h2 id="map-unit-list-title" className={styles.title}>
        {t.list.title} <span className={styles.count}>({t.list.count(units.length)})</span>
      </h2>
      {units.length === 0 ? (
        <p data-qa="map-unit-list-empty">{t.list.empty}</p>
      ) : (
        <ul className={styles.items}>
          {shown.map(({ unit, straightDistance, walkingDistance }) => (
            <li key={unit.id}>
              <button type="button" className={styles.item} onClick={() => onOpen(unit.id)} data-qa="map-unit-list-item" data-unit-id={unit.id}>
                <span className={styles.name} data-qa="unit-name">
                  {unit.name}
                </span>
                <span className={styles.address}>{unitAddress(unit)}</span>
                {/* A walking distance the router did not give (null) falls back to the straight one, never "?" */}
                {typeof walkingDistance === 'number' ? (
                  <span className={styles.distance} data-qa="unit-distance">
                    {t.list.walking} {formatDistance(walkingDistance, lang)}
                  </span>
                ) : straightDistance !== null ? (
                  <span className={styles.distance} data-qa="unit-distance">
                    {t.list.straight} {formatDistance(straightDistance, lang)}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown.length < units.length && (
        <Button onClick={onShowAll} data-qa="map-show-more">
          {t.list.showMore}
        </Button>
      )}
    </section>
  )
}
