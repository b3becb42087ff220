import { Spinner, useCommonTexts, useMediaQuery, useMunicipalityConfig } from '@pesa/shared'
import type { PublicUnit } from '@pesa/shared/api/units'
import { Loaded } from '@pesa/shared/forms'
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useMapTexts } from '../i18n'
import { useUnits, useWalkingDistances, type Address } from '../queries'
import { defaultFilters, filterUnits, type UnitFilters } from '../rules/filters'
import { nearestForWalking, orderUnits, withStraightDistances } from '../rules/ordering'
import { Filters } from './Filters'
import { SearchBox } from './SearchBox'
import { UnitDetails } from './UnitDetails'
import { UnitList } from './UnitList'
import styles from './UnitFinder.module.css'

// Leaflet and its styles come with the map chunk only (DESIGN §2: heavy libraries stay lazy).
const UnitMap = lazy(() => import(/* webpackChunkName: "unit-map" */ '../map-view/UnitMap'))

const NO_DISTANCES: ReadonlyMap<string, number | null> = new Map()
type Tab = 'list' | 'map'

/**
 * The unit finder: search, filters, the ordered list, unit details and the map. The same
 * component is the /map page and the embeddable finder; `header` holds what only the page has.
 */
export function UnitFinder({ header }: { header?: ReactNode }) {
  const t = useMapTexts()
  const common = useCommonTexts()
  const config = useMunicipalityConfig().map
  const narrow = useMediaQuery('(max-width: 860px)')
  const [tab, setTab] = useState<Tab>('list')
  const [filters, setFilters] = useState<UnitFilters>(() => defaultFilters(config.careTypeFilters))
  // Address and unit chosen in the search exclude each other; details can be open with either.
  const [address, setAddress] = useState<Address | null>(null)
  const [searchedUnitId, setSearchedUnitId] = useState<string | null>(null)
  const [openUnitId, setOpenUnitId] = useState<string | null>(null)
  const [showAllFor, setShowAllFor] = useState<Address | null | undefined>(undefined)
  // The search text lives here: back from a unit's details, the chosen address is still in the
  // field with its clear button, as long as the address stays applied.
  const [searchText, setSearchText] = useState('')

  const units = useUnits(filters.careType)
  // Leaflet is asked for once the list's first read has settled and the list is painted (an
  // effect runs after the paint): on a slow line the list is what a guardian reads first.
  const listSettled = units.data !== undefined || units.error !== undefined
  const [mapWanted, setMapWanted] = useState(listSettled)
  useEffect(() => {
    if (listSettled) setMapWanted(true)
  }, [listSettled])
  // Units of the last care type, while the next loads, are filtered as that care type.
  const filtered = useMemo(() => (units.data ? filterUnits(units.data.units, { ...filters, careType: units.data.careType }) : []), [units.data, filters])
  const origin = address?.location ?? null
  const nearest = useMemo(() => (origin ? nearestForWalking(withStraightDistances(filtered, origin)).map((item) => item.unit) : []), [filtered, origin])
  const walking = useWalkingDistances(origin, nearest)
  const distances = useMemo(
    () => walking.data ?? (walking.error ? new Map(nearest.map((unit) => [unit.id, null])) : NO_DISTANCES),
    [walking.data, walking.error, nearest]
  )
  const ordered = useMemo(() => orderUnits(filtered, origin, distances), [filtered, origin, distances])
  const openUnit = ordered.find((item) => item.unit.id === openUnitId) ?? null
  const selectedUnitId = openUnitId ?? searchedUnitId

  const open = (unitId: string) => {
    setOpenUnitId(unitId)
    if (narrow) setTab('list')
  }
  const selectAddress = (chosen: Address) => {
    setAddress(chosen)
    setSearchedUnitId(null)
    setOpenUnitId(null)
  }
  const selectUnit = (unit: PublicUnit) => {
    setAddress(null)
    setSearchedUnitId(unit.id)
    open(unit.id)
  }
  // Back from the details returns focus to the unit it came from (or the heading, when the
  // unit is no longer listed), not to the body the details leave it on (WCAG 2.4.3).
  const panel = useRef<HTMLDivElement>(null)
  const [returnTo, setReturnTo] = useState<string | null>(null)
  const back = () => {
    setReturnTo(openUnitId)
    setOpenUnitId(null)
  }
  useEffect(() => {
    if (!returnTo || openUnitId) return
    const items = [...(panel.current?.querySelectorAll<HTMLElement>('[data-unit-id]') ?? [])]
    const target = items.find((item) => item.dataset.unitId === returnTo) ?? panel.current?.querySelector<HTMLElement>('h1')
    if (target && !target.hasAttribute('tabindex') && target.tagName === 'H1') target.setAttribute('tabindex', '-1')
    target?.focus({ preventScroll: false })
    setReturnTo(null)
  }, [returnTo, openUnitId])
  const clear = () => {
    setAddress(null)
    setSearchedUnitId(null)
    setOpenUnitId(null)
  }

  const search = (
    <>
      {header}
      <h1 className={styles.title}>{t.sections.map}</h1>
      <p>{t.info}</p>
      <SearchBox
        text={searchText}
        onTextChange={setSearchText}
        units={units.data?.units ?? []}
        onSelectAddress={selectAddress}
        onSelectUnit={selectUnit}
        onClear={clear}
      />
      <Filters filters={filters} onChange={setFilters} careTypes={config.careTypeFilters} providerTypes={config.providerTypeFilters} />
      <Loaded result={units}>
        {() => <UnitList units={ordered} showAll={showAllFor === address} onShowAll={() => setShowAllFor(address)} onOpen={open} />}
      </Loaded>
    </>
  )

  return (
    <div className={styles.finder} data-qa="unit-finder">
      {narrow && (
        <div role="tablist" aria-label={t.tabs.label} className={styles.tabs}>
          {(['list', 'map'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`map-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={`map-tabpanel-${value}`}
              className={styles.tab}
              onClick={() => setTab(value)}
              data-qa={`map-tab-${value}`}
            >
              {t.tabs[value]}
            </button>
          ))}
        </div>
      )}
      <div
        ref={panel}
        className={styles.panel}
        hidden={narrow && tab !== 'list'}
        {...(narrow ? { id: 'map-tabpanel-list', role: 'tabpanel', 'aria-labelledby': 'map-tab-list' } : {})}
      >
        {openUnit ? <UnitDetails listed={openUnit} address={address} routePlannerBaseUrl={config.routePlannerBaseUrl} onBack={back} /> : search}
      </div>
      <div
        className={styles.mapArea}
        hidden={narrow && tab !== 'map'}
        {...(narrow ? { id: 'map-tabpanel-map', role: 'tabpanel', 'aria-labelledby': 'map-tab-map' } : {})}
      >
        {mapWanted ? (
          <Suspense fallback={<Spinner label={common.loading} />}>
            <UnitMap units={ordered} selectedUnitId={selectedUnitId} address={address} onOpenUnit={open} visible={!narrow || tab === 'map'} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
