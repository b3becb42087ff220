export interface MultiSelectOption {
  value: string
  label: string
  /** A visible mark after the label, part of its name (spec part 1 §2: recipient groups are marked). */
  tag?: string
}

/** The options whose label or tag contains the query, case-insensitively, in their order. */
export function filterOptions(options: MultiSelectOption[], query: string): MultiSelectOption[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return options
  return options.filter((option) => `${option.label} ${option.tag ?? ''}`.toLocaleLowerCase().includes(needle))
}
