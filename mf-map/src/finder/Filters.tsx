import { Checkbox, RadioGroup } from '@pesa/shared'
import { useId, useState } from 'react'
import { useMapTexts } from '../i18n'
import { LANGUAGE_FILTERS, toggle, type CareTypeFilter, type ProviderFilter, type UnitFilters } from '../rules/filters'
import styles from './Filters.module.css'

function Chip({ label, pressed, onToggle, qa }: { label: string; pressed: boolean; onToggle: () => void; qa: string }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onToggle} data-qa={qa}>
      {pressed && <span aria-hidden="true">✓ </span>}
      {label}
    </button>
  )
}

export interface FiltersProps {
  filters: UnitFilters
  onChange: (filters: UnitFilters) => void
  /** The care types and providers the municipality offers as filters, in its order */
  careTypes: readonly CareTypeFilter[]
  providerTypes: readonly ProviderFilter[]
}

/** Care type, language chips, and behind "more filters" the provider chips and shift care. */
export function Filters({ filters, onChange, careTypes, providerTypes }: FiltersProps) {
  const t = useMapTexts()
  const [more, setMore] = useState(false)
  const moreId = useId()
  return (
    <div className={styles.filters}>
      <RadioGroup
        legend={t.filters.careType}
        name="map-care-type"
        options={careTypes.map((value) => ({ value, label: t.careTypeFilter[value] }))}
        value={filters.careType}
        onChange={(careType) => onChange({ ...filters, careType })}
        data-qa="map-care-type"
      />
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{t.filters.language}</legend>
        {LANGUAGE_FILTERS.map((language) => (
          <Chip
            key={language}
            label={t.languageChip[language]}
            pressed={filters.languages.includes(language)}
            onToggle={() => onChange({ ...filters, languages: toggle(filters.languages, language) })}
            qa={`map-language-${language}`}
          />
        ))}
      </fieldset>
      <button type="button" className={styles.more} aria-expanded={more} aria-controls={moreId} onClick={() => setMore(!more)} data-qa="map-more-filters">
        {more ? t.filters.fewerFilters : t.filters.moreFilters}
      </button>
      <div id={moreId} hidden={!more}>
        {providerTypes.length > 0 && (
          <fieldset className={styles.chips}>
            <legend className={styles.legend}>{t.filters.providerType}</legend>
            {providerTypes.map((provider) => (
              <Chip
                key={provider}
                label={t.providerChip[provider]}
                pressed={filters.providerTypes.includes(provider)}
                onToggle={() => onChange({ ...filters, providerTypes: toggle(filters.providerTypes, provider) })}
                qa={`map-provider-${provider}`}
              />
            ))}
          </fieldset>
        )}
        <Checkbox
          label={t.filters.shiftCare}
          checked={filters.shiftCare}
          onChange={(shiftCare) => onChange({ ...filters, shiftCare })}
          data-qa="map-shift-care"
        />
      </div>
    </div>
  )
}
