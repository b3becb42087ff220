// Elements in the Tab order: a roving-tabindex widget (tabs, a calendar grid) has one stop.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]'
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(',')

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('hidden'))
}

/**
 * Keeps Tab and Shift+Tab inside the container: from the last element Tab goes to the first,
 * and from the first Shift+Tab to the last.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const elements = focusableElements(container)
  const first = elements[0]
  const last = elements[elements.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/** The page's heading, made focusable by script only: where focus goes when nothing better is left. */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * Remembers what has focus as a dialog or panel opens (its opener) and answers how to give it
 * back when it closes (WCAG 2.4.3). The opener may have been drawn again meanwhile (a list
 * refreshed under a dialog): then the element with its id or its unique data-qa takes focus. If
 * it is gone or cannot take focus (deleted, disabled), the page's heading does, never the body.
 */
export function rememberOpener(): () => void {
  const active = document.activeElement
  const opener = active instanceof HTMLElement && active !== document.body ? active : null
  const id = opener?.id || undefined
  const qa = opener?.getAttribute('data-qa') ?? undefined
  return () => {
    const byQa = qa ? Array.from(document.querySelectorAll<HTMLElement>('[data-qa]')).filter((element) => element.getAttribute('data-qa') === qa) : []
    const candidates = [opener, id ? document.getElementById(id) : null, byQa.length === 1 ? byQa[0]! : null]
    for (const candidate of candidates) {
      if (!candidate?.isConnected) continue
      candidate.focus({ preventScroll: true })
      if (document.activeElement === candidate) return
    }
    // Opened by a pointer with nothing focused: leave focus where the click put it
    if (!opener) return
    focusPageHeading()
  }
}
