import { ApiError, useCommonTexts, useMunicipalityConfig } from '@pesa/shared'
import type { PublicUnit } from '@pesa/shared/api/units'
import { validateAutocompleteQuery } from '@pesa/shared/validators'
import { useId, useState, type KeyboardEvent } from 'react'
import { useMapTexts } from '../i18n'
import type { MapErrorCode, MapTexts } from '../i18n/fi'
import { useAddressSearch, type Address } from '../queries'
import { SEARCH_DEBOUNCE_MS, unitsMatchingName } from '../rules/search'
import { useDebounced } from './hooks'
import { addressLabel, unitAddress } from './labels'
import styles from './SearchBox.module.css'

type Option = { kind: 'unit'; unit: PublicUnit } | { kind: 'address'; address: Address } | { kind: 'retry' }

/** Why the address search failed: the server's reason when the map has a text for it. */
function failureText(error: unknown, texts: MapTexts['search']['errors'], network: string): string {
  if (error instanceof ApiError && error.status === 0) return network
  const code = error instanceof ApiError ? error.errorCode : undefined
  return code !== undefined && code in texts ? texts[code as MapErrorCode] : texts.GEOCODER_UNAVAILABLE
}

export interface SearchBoxProps {
  /** The text in the field, kept by the finder so that it outlives the details view */
  text: string
  onTextChange: (text: string) => void
  units: PublicUnit[]
  onSelectAddress: (address: Address) => void
  onSelectUnit: (unit: PublicUnit) => void
  onClear: () => void
}

/**
 * One search field for addresses and unit names (an ARIA combobox): addresses are looked up
 * 500 ms after typing stops, unit names match from three characters (spec part 1 §2). A failed
 * address search says why and offers a retry in one option of the list, since a listbox may
 * hold nothing else (so not the shared read renderer's alert and button).
 */
export function SearchBox({ text, onTextChange: setText, units, onSelectAddress, onSelectUnit, onClear }: SearchBoxProps) {
  const t = useMapTexts()
  const common = useCommonTexts()
  const { searchArea } = useMunicipalityConfig().map
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const searched = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const addresses = useAddressSearch(searched, searchArea)
  const settling = searched !== text.trim() || addresses.isLoading
  const failed = !settling && addresses.error !== undefined

  const options: Option[] = [
    ...unitsMatchingName(units, text).map((unit) => ({ kind: 'unit' as const, unit })),
    ...(searched === text.trim() ? (addresses.data ?? []) : []).map((address) => ({ kind: 'address' as const, address })),
    ...(failed ? [{ kind: 'retry' as const }] : [])
  ]
  const listId = `${id}-results`
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (option: Option) => {
    if (option.kind === 'retry') {
      setActive(-1)
      void addresses.mutate()
      return
    }
    setOpen(false)
    setActive(-1)
    if (option.kind === 'unit') {
      setText(option.unit.name)
      onSelectUnit(option.unit)
    } else {
      setText(addressLabel(option.address))
      onSelectAddress(option.address)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (options.length > 0) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length)
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  const clear = () => {
    setText('')
    setOpen(false)
    setActive(-1)
    onClear()
  }

  const emptyLabel = validateAutocompleteQuery({ text }).text === 'REQUIRED' ? t.search.keywordRequired : settling || failed ? null : t.search.noResults

  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t.search.label}
      </label>
      <div className={styles.field}>
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t.search.placeholder}
          value={text}
          data-qa="map-search-input"
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => text && setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button type="button" className={styles.clear} onClick={clear} aria-label={t.search.clear} data-qa="map-search-clear">
            ×
          </button>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={t.search.label} className={styles.results} hidden={!open} data-qa="map-search-results">
        {options.map((option, index) => (
          <li
            key={option.kind === 'unit' ? option.unit.id : option.kind === 'address' ? `${option.address.streetAddress}-${index}` : 'retry'}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            data-qa={`map-search-${option.kind}`}
            // Chosen on mouse down so the input's blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(option)
            }}
          >
            {option.kind === 'retry' ? (
              <>
                <span className={styles.failure} data-qa="map-search-failed">
                  {failureText(addresses.error, t.search.errors, common.errors.network)}
                </span>{' '}
                <strong>{t.search.retry}</strong>
              </>
            ) : (
              <>
                <span className={styles.kind}>{option.kind === 'unit' ? t.search.units : t.search.addresses}</span>
                {option.kind === 'unit' ? (
                  <>
                    <strong>{option.unit.name}</strong> <span className={styles.muted}>{unitAddress(option.unit)}</span>
                  </>
                ) : (
                  <strong>{addressLabel(option.address)}</strong>
                )}
              </>
            )}
          </li>
        ))}
        {options.length === 0 && emptyLabel && (
          <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty} data-qa="map-search-empty">
            {emptyLabel}
          </li>
        )}
      </ul>
    </div>
  )
}
