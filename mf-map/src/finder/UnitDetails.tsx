import { useLanguage } from '@pesa/shared'
import { useEffect, useRef } from 'react'
import { useMapTexts } from '../i18n'
import { useWalkingDistances, type Address } from '../queries'
import { careTypeLabels, takesNoApplications } from '../rules/care-types'
import { formatDistance } from '../rules/distance'
import type { ListedUnit } from '../rules/ordering'
import { routeLink } from '../rules/route-link'
import { addressLabel } from './labels'
import styles from './UnitDetails.module.css'

export interface UnitDetailsProps {
  listed: ListedUnit
  address: Address | null
  routePlannerBaseUrl: string | null
  onBack: () => void
}

/** A unit's details in the spec's order (part 1 §2), with the route link when it can be made. */
export function UnitDetails({ listed: { unit, walkingDistance, straightDistance }, address, routePlannerBaseUrl, onBack }: UnitDetailsProps) {
  const t = useMapTexts()
  const lang = useLanguage()
  // The details replace the search and list: focus starts at their heading, not on the body
  // where the pressed list item was (WCAG 2.4.3). No scrolling: the panel shows its top anyway.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [unit.id])
  // A unit beyond the 15 nearest has no walking distance yet: it is asked for this pair alone.
  const single = useWalkingDistances(address && walkingDistance === undefined ? address.location : null, [unit])
  const walked = walkingDistance !== undefined ? walkingDistance : !unit.location || single.error ? null : single.data?.get(unit.id)
  const route =
    address && unit.location && routePlannerBaseUrl
      ? routeLink(
          routePlannerBaseUrl,
          { label: addressLabel(address), location: address.location },
          { label: unit.name, location: unit.location },
          new Date(),
          lang
        )
      : null
  return (
    <section className={styles.details} aria-labelledby="map-unit-details-name" data-qa="map-unit-details">
      <button type="button" className={styles.back} onClick={onBack} data-qa="map-details-back">
        ‹ {t.details.back}
      </button>
      <h2 ref={heading} id="map-unit-details-name" className={styles.name} data-qa="unit-details-name" tabIndex={-1} data-page-heading>
        {unit.name}
      </h2>
      {takesNoApplications(unit) && (
        <p className={styles.note} data-qa="unit-details-no-applying">
          {t.popup.noApplying}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t.details.address}</dt>
        <dd data-qa="unit-details-address">
          {unit.streetAddress}
          <br />
          {unit.postalCode} {unit.postOffice}
        </dd>
        {address && (
          <>
            <dt>{t.details.walkingDistance}</dt>
            <dd data-qa="unit-details-walking-distance">
              {walked === undefined ? '…' : walked === null ? t.details.notAvailable : formatDistance(walked, lang)}
            </dd>
          </>
        )}
        {/* Without a walking distance (no router, no route) the straight one is what the guardian can go by */}
        {address && walked === null && straightDistance !== null && (
          <>
            <dt>{t.details.straightDistance}</dt>
            <dd data-qa="unit-details-straight-distance">{formatDistance(straightDistance, lang)}</dd>
          </>
        )}
        <dt>{t.details.careTypes}</dt>
        <dd data-qa="unit-details-care-types">
          <ul className={styles.careTypes}>
            {careTypeLabels(unit.type).map((label) => (
              <li key={label}>{t.careType[label]}</li>
            ))}
          </ul>
        </dd>
        <dt>{t.details.language}</dt>
        <dd data-qa="unit-details-language">{t.language[unit.language]}</dd>
        <dt>{t.details.providerType}</dt>
        <dd data-qa="unit-details-provider-type">{t.providerType[unit.providerType]}</dd>
        <dt>{t.details.shiftCare}</dt>
        <dd data-qa="unit-details-shift-care">{unit.providesShiftCare ? t.details.yes : t.details.no}</dd>
      </dl>
      {unit.providerType === 'PRIVATE_SERVICE_VOUCHER' && <p data-qa="unit-details-service-voucher-info">{t.serviceVoucher.info}</p>}
      {unit.providerType === 'PRIVATE_SERVICE_VOUCHER' && t.serviceVoucher.url && (
        <p>
          <a href={t.serviceVoucher.url} target="_blank" rel="noreferrer" data-qa="unit-details-service-voucher">
            {t.serviceVoucher.link} <span className={styles.hint}>{t.details.opensInNewTab}</span>
          </a>
        </p>
      )}
      {unit.url && (
        <p>
          <a href={unit.url} target="_blank" rel="noreferrer" data-qa="unit-details-homepage">
            {t.details.homepage} <span className={styles.hint}>{t.details.opensInNewTab}</span>
          </a>
        </p>
      )}
      {route && (
        <p>
          <a href={route} target="_blank" rel="noreferrer" data-qa="unit-details-route-link">
            {t.details.routeLink} <span className={styles.hint}>{t.details.opensInNewTab}</span>
          </a>
        </p>
      )}
    </section>
  )
}
