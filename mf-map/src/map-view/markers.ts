import L from 'leaflet'

/** Marker sizes of the spec (part 1 §9): the address pin 20×38, units 30×30, address offset 20. */
export const ADDRESS_PIN_SIZE: [number, number] = [20, 38]
export const UNIT_MARKER_SIZE: [number, number] = [30, 30]
export const ADDRESS_MARKER_OFFSET = 20

const BRAND = '#0050bb'

function unitSvg(selected: boolean): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">` +
    `<circle cx="15" cy="15" r="12" fill="${selected ? BRAND : '#ffffff'}" stroke="${BRAND}" stroke-width="4"/></svg>`
  )
}

const ADDRESS_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="38" viewBox="0 0 20 38" aria-hidden="true">` +
  `<path d="M10 37 L2 16 A10 10 0 1 1 18 16 Z" fill="#c4150b" stroke="#ffffff" stroke-width="1.5"/>` +
  `<circle cx="10" cy="10" r="3.5" fill="#ffffff"/></svg>`

/** A unit: an open blue ring, filled blue when selected; anchored at its centre. */
export function unitIcon(selected: boolean): L.DivIcon {
  return L.divIcon({
    html: unitSvg(selected),
    className: selected ? 'pesa-unit-marker pesa-unit-marker-selected' : 'pesa-unit-marker',
    iconSize: UNIT_MARKER_SIZE,
    iconAnchor: [UNIT_MARKER_SIZE[0] / 2, UNIT_MARKER_SIZE[1] / 2],
    popupAnchor: [0, -UNIT_MARKER_SIZE[1] / 2]
  })
}

/** The searched address: a pin whose tip is on the place, its popup the offset above. */
export function addressIcon(): L.DivIcon {
  return L.divIcon({
    html: ADDRESS_SVG,
    className: 'pesa-address-marker',
    iconSize: ADDRESS_PIN_SIZE,
    iconAnchor: [ADDRESS_PIN_SIZE[0] / 2, ADDRESS_PIN_SIZE[1]],
    popupAnchor: [0, -ADDRESS_PIN_SIZE[1] + ADDRESS_MARKER_OFFSET / 2]
  })
}
