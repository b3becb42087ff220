export { MultiSelect, type MultiSelectProps } from './MultiSelect'
export { filterOptions, type MultiSelectOption } from './filter-options'
