/**
 * Moves the guardian to the first field that shows an error, in reading order: every field of
 * the kit marks its control with aria-invalid, so a form needs no list of its fields. Scrolling
 * centres the field, so a sticky header cannot cover it. Answers whether there was one.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!field) return false
  // A group (radio buttons) is marked as a whole; its first control takes the focus.
  const target = field instanceof HTMLFieldSetElement ? (field.querySelector<HTMLElement>('input, select, textarea') ?? field) : field
  target.focus({ preventScroll: true })
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
  target.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' })
  return true
}
