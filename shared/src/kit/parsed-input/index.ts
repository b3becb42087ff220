export { useParsedInput, type Parsed, type ParsedInputOptions } from './use-parsed-input'
