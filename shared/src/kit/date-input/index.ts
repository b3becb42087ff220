export { DateInput, type DateInputProps } from './DateInput'
export { readDateText, type DateProblem } from './date-text'
