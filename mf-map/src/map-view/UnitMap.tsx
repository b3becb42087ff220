import 'leaflet/dist/leaflet.css'
import { useLanguage, useMediaQuery, useMunicipalityConfig } from '@pesa/shared'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { addressLabel } from '../finder/labels'
import { useMapTexts } from '../i18n'
import type { Address } from '../queries'
import type { ListedUnit } from '../rules/ordering'
import { addressIcon, unitIcon } from './markers'
import { popupContent } from './popup-content'
import styles from './UnitMap.module.css'

export interface UnitMapProps {
  units: ListedUnit[]
  selectedUnitId: string | null
  address: Address | null
  onOpenUnit: (unitId: string) => void
  /** False while a narrow screen shows the list tab: leaflet measures its size again when shown */
  visible: boolean
}

/** Marks the marker's element for tests; its title names it. */
function labelMarker(marker: L.Marker, selected: boolean): void {
  const element = marker.getElement()
  element?.setAttribute('data-qa', 'map-unit-marker')
  element?.setAttribute('data-selected', String(selected))
}

/** Draws a unit marker as selected (filled blue) or not; a new icon is a new element, so it is described again. */
function markSelected(marker: L.Marker, selected: boolean): void {
  marker.setIcon(unitIcon(selected))
  marker.setZIndexOffset(selected ? 1000 : 0)
  labelMarker(marker, selected)
}

/** The leaflet map with the units and the searched address; loaded as its own chunk with leaflet. */
export default function UnitMap({ units, selectedUnitId, address, onOpenUnit, visible }: UnitMapProps) {
  const t = useMapTexts()
  const lang = useLanguage()
  const config = useMunicipalityConfig().map
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const unitLayer = useRef<L.LayerGroup | null>(null)
  const addressLayer = useRef<L.LayerGroup | null>(null)
  const markers = useRef(new Map<string, L.Marker>())
  const openUnit = useRef(onOpenUnit)
  openUnit.current = onOpenUnit

  useEffect(() => {
    const created = L.map(container.current!, {
      center: [config.center.lat, config.center.lon],
      zoom: config.initialZoom,
      maxZoom: config.maxZoom,
      zoomControl: false
    })
    L.tileLayer(config.tileUrl, { attribution: config.tileAttribution, maxZoom: config.maxZoom }).addTo(created)
    // The zoom level and the frames the last zoom was drawn in (one without animation), for tests.
    let zoomSteps = 0
    created.on('zoomstart', () => (zoomSteps = 0))
    created.on('zoom', () => (zoomSteps += 1))
    created.on('zoomend', () => {
      container.current?.setAttribute('data-zoom', String(created.getZoom()))
      container.current?.setAttribute('data-zoom-steps', String(zoomSteps))
    })
    unitLayer.current = L.layerGroup().addTo(created)
    addressLayer.current = L.layerGroup().addTo(created)
    map.current = created
    return () => {
      created.remove()
      map.current = null
    }
  }, [config])

  useEffect(() => {
    const zoom = L.control.zoom({ zoomInTitle: t.mapView.zoomIn, zoomOutTitle: t.mapView.zoomOut }).addTo(map.current!)
    return () => void zoom.remove()
  }, [t])

  useEffect(() => {
    const layer = unitLayer.current!
    layer.clearLayers()
    markers.current.clear()
    for (const { unit, walkingDistance } of units) {
      if (!unit.location) continue
      // Markers are not tab stops: the list and the search reach every unit (WCAG 2.5.8's
      // equivalent control), and tens of overlapping markers would be a keyboard trap of sorts.
      const marker = L.marker([unit.location.lat, unit.location.lon], { icon: unitIcon(false), title: unit.name, keyboard: false })
        .bindPopup(() => popupContent(unit, walkingDistance, t, lang))
        .on('click', () => openUnit.current(unit.id))
        .addTo(layer)
      markers.current.set(unit.id, marker)
      labelMarker(marker, false)
    }
  }, [units, t, lang])

  useEffect(() => {
    const marker = selectedUnitId ? markers.current.get(selectedUnitId) : undefined
    if (!marker) return
    markSelected(marker, true)
    return () => markSelected(marker, false)
  }, [selectedUnitId, units])

  useEffect(() => {
    const layer = addressLayer.current!
    layer.clearLayers()
    if (!address) return
    const point: L.LatLngTuple = [address.location.lat, address.location.lon]
    const marker = L.marker(point, { icon: addressIcon(), title: `${t.mapView.selectedAddress}: ${addressLabel(address)}`, interactive: false }).addTo(layer)
    marker.getElement()?.setAttribute('data-qa', 'map-address-marker')
    // Zooming in to the address is animated unless the guardian has asked for less motion.
    if (reducedMotion) map.current!.setView(point, config.addressZoom, { animate: false })
    else map.current!.flyTo(point, config.addressZoom)
    // Only a new address moves the map; language or motion settings do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address])

  useEffect(() => {
    const unit = units.find((item) => item.unit.id === selectedUnitId)?.unit
    if (unit?.location) map.current!.panTo([unit.location.lat, unit.location.lon], { animate: !reducedMotion })
    // Only choosing a unit pans the map; a new list of units does not move it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedUnitId])

  useEffect(() => {
    if (visible) map.current!.invalidateSize()
  }, [visible])

  return <div ref={container} className={styles.map} role="region" aria-label={t.mapView.label} data-qa="map-view" data-zoom={config.initialZoom} />
}
