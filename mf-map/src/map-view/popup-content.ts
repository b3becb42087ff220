import type { PublicUnit } from '@pesa/shared/api/units'
import type { Lang } from '@pesa/shared'
import type { MapTexts } from '../i18n/fi'
import { careTypeLabels, takesNoApplications } from '../rules/care-types'
import { formatDistance } from '../rules/distance'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, qa?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (qa) node.dataset.qa = qa
  return node
}

function link(href: string, text: string, qa: string): HTMLParagraphElement {
  const paragraph = element('p')
  const anchor = element('a', text, qa)
  anchor.href = href
  anchor.target = '_blank'
  anchor.rel = 'noreferrer'
  paragraph.append(anchor)
  return paragraph
}

/**
 * A marker's popup (spec part 1 §2), as DOM nodes: leaflet owns the popup, and text content
 * keeps unit data from ever being read as HTML.
 */
export function popupContent(unit: PublicUnit, walkingDistance: number | null | undefined, t: MapTexts, lang: Lang): HTMLElement {
  const root = element('div', undefined, 'map-marker-popup')
  root.append(element('strong', unit.name, 'popup-name'))
  root.append(element('div', t.providerType[unit.providerType], 'popup-provider-type'))
  if (takesNoApplications(unit)) root.append(element('div', t.popup.noApplying, 'popup-no-applying'))
  root.append(element('div', unit.streetAddress, 'popup-address'))
  root.append(
    element(
      'div',
      careTypeLabels(unit.type)
        .map((label) => t.careType[label])
        .join(', '),
      'popup-care-types'
    )
  )
  if (typeof walkingDistance === 'number') root.append(element('div', `${t.list.walking} ${formatDistance(walkingDistance, lang)}`, 'popup-walking-distance'))
  if (unit.providerType === 'PRIVATE_SERVICE_VOUCHER') {
    root.append(element('div', t.serviceVoucher.info, 'popup-service-voucher-info'))
    if (t.serviceVoucher.url) root.append(link(t.serviceVoucher.url, t.serviceVoucher.link, 'popup-service-voucher'))
  }
  if (unit.url) root.append(link(unit.url, t.details.homepage, 'popup-homepage'))
  return root
}
