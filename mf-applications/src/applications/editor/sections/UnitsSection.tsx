import { Alert, Button, Checkbox, InputField, RadioGroup, useCommonTexts } from '@pesa/shared'
import type { ApplicationUnit } from '@pesa/shared/api/types'
import { Select } from '@pesa/shared/kit/select'
import { SSN_LENGTH } from '@pesa/shared/validators'
import { useState } from 'react'
import { useApplicationsTexts } from '../../i18n'
import styles from '../../Applications.module.css'
import type { SectionProps } from './EditorSectionFrame'

const OTHER_SIBLING = 'OTHER'

/** Preferred units in order (moved by buttons, so by keyboard too), the map link and the sibling basis. */
export function UnitsSection({
  details,
  form,
  change,
  error,
  context,
  units,
  unitNames,
  dropped,
  startDateValid,
  unitsLoading
}: SectionProps & { units: ApplicationUnit[] | undefined; unitsLoading: boolean; unitNames: Map<string, string>; dropped: string[]; startDateValid: boolean }) {
  const t = useApplicationsTexts().editor
  const validation = useCommonTexts().validation
  const chosen = form.preferences.preferredUnits
  const nameOf = (id: string) => unitNames.get(id) ?? id
  const move = (index: number, by: number) =>
    change((f) => {
      const list = f.preferences.preferredUnits
      const [moved] = list.splice(index, 1)
      list.splice(index + by, 0, moved!)
    }, 'preferences.preferredUnits')
  const sibling = form.preferences.siblingBasis
  // The register's siblings are offered first; "another sibling" asks the name and identity code (spec part 1 §5)
  const listed = details.registerSiblings
  const picked = sibling && sibling.siblingSsn !== '' ? listed.find((candidate) => candidate.socialSecurityNumber === sibling.siblingSsn) : undefined
  const [other, setOther] = useState(() => sibling !== null && picked === undefined && (sibling.siblingName !== '' || sibling.siblingSsn !== ''))
  const siblingChoice = picked ? picked.socialSecurityNumber : other || listed.length === 0 ? OTHER_SIBLING : undefined
  const chooseSibling = (value: string) => {
    const chosen = listed.find((candidate) => candidate.socialSecurityNumber === value)
    setOther(chosen === undefined)
    change(
      (f) =>
        void (f.preferences.siblingBasis = chosen
          ? { siblingName: chosen.name, siblingSsn: chosen.socialSecurityNumber, siblingUnit: context.type === 'PRESCHOOL' ? chosen.unitName : '' }
          : { siblingName: '', siblingSsn: '', siblingUnit: '' }),
      ...(chosen ? ['preferences.siblingBasis.siblingName', 'preferences.siblingBasis.siblingSsn', 'preferences.siblingBasis.siblingUnit'] : [])
    )
  }
  return (
    <>
      {!startDateValid ? (
        <p data-qa="units-wait">{t.startDateFirst}</p>
      ) : (
        <>
          {dropped.length > 0 ? (
            <Alert kind="warning" data-qa="units-dropped">
              <p>{t.unitsDropped(dropped.map(nameOf).join(', '))}</p>
            </Alert>
          ) : null}
          <p>{t.unitsHint(context.maxPreferredUnits)}</p>
          <a href="/map" target="_blank" rel="noopener" data-qa="map-link">
            {t.mapLink}
          </a>
          <ol className={styles.unitList} aria-label={t.units} data-qa="preferred-units">
            {chosen.map((id, index) => (
              <li key={id} data-qa="preferred-unit">
                <span className={styles.unitName}>
                  {index + 1}. {nameOf(id)}
                  {error(`preferences.preferredUnits.${index}`) ? (
                    <span className={styles.fieldError}> — {validation[error(`preferences.preferredUnits.${index}`)!]}</span>
                  ) : null}
                </span>
                <Button onClick={() => move(index, -1)} disabled={index === 0} aria-label={t.moveUp(nameOf(id))}>
                  ↑
                </Button>
                <Button onClick={() => move(index, 1)} disabled={index === chosen.length - 1} aria-label={t.moveDown(nameOf(id))}>
                  ↓
                </Button>
                <Button
                  onClick={() => change((f) => void f.preferences.preferredUnits.splice(index, 1), 'preferences.preferredUnits')}
                  aria-label={t.removeUnit(nameOf(id))}
                  data-qa="remove-unit"
                >
                  ✕
                </Button>
              </li>
            ))}
          </ol>
          {chosen.length < context.maxPreferredUnits ? (
            <Select
              label={t.addUnit}
              options={(units ?? [])
                .filter((unit) => !chosen.includes(unit.id))
                .map((unit) => ({ value: unit.id, label: `${unit.name}, ${unit.streetAddress}` }))}
              value={undefined}
              // While the units for the start date are read the list would be empty: it says so and
              // waits, rather than offering nothing to a guardian who opens it (or presses ↓) too soon.
              placeholder={unitsLoading ? t.loadingUnits : t.chooseUnit}
              disabled={unitsLoading}
              onChange={(id) => id && change((f) => void f.preferences.preferredUnits.push(id), 'preferences.preferredUnits')}
              error={error('preferences.preferredUnits')}
              data-qa="add-unit"
            />
          ) : error('preferences.preferredUnits') ? (
            <span className={styles.fieldError}>{validation[error('preferences.preferredUnits')!]}</span>
          ) : null}
        </>
      )}
      <Checkbox
        label={t.siblingBasis}
        checked={sibling !== null}
        onChange={(on) => change((f) => void (f.preferences.siblingBasis = on ? { siblingName: '', siblingSsn: '', siblingUnit: '' } : null))}
        data-qa="sibling-basis"
      />
      {sibling ? (
        <div className={styles.nested}>
          {listed.length > 0 ? (
            <RadioGroup
              legend={t.siblingChoice}
              name="sibling"
              options={[
                ...listed.map((candidate) => ({ value: candidate.socialSecurityNumber, label: candidate.name })),
                { value: OTHER_SIBLING, label: t.otherSibling }
              ]}
              value={siblingChoice}
              onChange={chooseSibling}
              data-qa="sibling-choice"
            />
          ) : null}
          {siblingChoice === OTHER_SIBLING ? (
            <>
              <InputField
                label={t.siblingName}
                value={sibling.siblingName}
                onChange={(siblingName) => change((f) => void (f.preferences.siblingBasis!.siblingName = siblingName), 'preferences.siblingBasis.siblingName')}
                error={error('preferences.siblingBasis.siblingName')}
                required
                data-qa="sibling-name"
              />
              <InputField
                label={t.siblingSsn}
                value={sibling.siblingSsn}
                maxLength={SSN_LENGTH}
                onChange={(ssn) =>
                  change(
                    (f) => void (f.preferences.siblingBasis!.siblingSsn = ssn.toUpperCase()),
                    ...(ssn.length >= SSN_LENGTH ? ['preferences.siblingBasis.siblingSsn'] : [])
                  )
                }
                error={error('preferences.siblingBasis.siblingSsn')}
                required
                data-qa="sibling-ssn"
              />
            </>
          ) : null}
          {context.type === 'PRESCHOOL' ? (
            <InputField
              label={t.siblingUnit}
              value={sibling.siblingUnit}
              onChange={(siblingUnit) => change((f) => void (f.preferences.siblingBasis!.siblingUnit = siblingUnit), 'preferences.siblingBasis.siblingUnit')}
              error={error('preferences.siblingBasis.siblingUnit')}
              required
              data-qa="sibling-unit"
            />
          ) : null}
        </div>
      ) : null}
    </>
  )
}
