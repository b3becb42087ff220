/* @pesa/shared/kit/text-area: a multi-line answer on the shared field layout. */
export { TextArea, type TextAreaProps } from './TextArea'
