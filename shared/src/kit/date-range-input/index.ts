export { DateRangeInput, type DateRange, type DateRangeInputProps, type DateRangeProblems } from './DateRangeInput'
