export { Field, type FieldDescription, type FieldProps } from './Field'
