export { TimeInput, type TimeInputProps } from './TimeInput'
export { readTimeText, type TimeProblem } from './time-text'
