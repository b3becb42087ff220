import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router'

/**
 * A page's title is its main heading and the service's name ("Kalenteri – Pesä"), in the
 * language the page is shown in (WCAG 2.4.2). The heading is the one source: every page has
 * exactly one h1 (the e2e suites' axe checks hold them to it), written in its area's texts, so
 * a remote needs no title of its own and a title cannot disagree with the page. A view that
 * stands in for its page's heading (a unit's details in place of the map's search) marks its
 * own heading with `data-page-heading`. Without a heading yet (a page still loading) the
 * title is the service's name.
 */
export function pageTitle(heading: string | null | undefined, appName: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim()
  return text ? `${text} – ${appName}` : appName
}

/** The page's heading: its h1, or the heading of a view standing in for it, whichever comes first. */
export const PAGE_HEADING = 'h1, [data-page-heading]'

/** The element focus is on, unless it is the page itself or gone with the previous page. */
function focusedElement(): Element | null {
  const active = document.activeElement
  return active && active !== document.body && active.isConnected ? active : null
}

/**
 * Focus after a route change (WCAG 2.4.3): when the path changes, focus moves to the new
 * page's heading once it is drawn, so a keyboard or screen-reader user starts where the page
 * starts instead of on the body. Left where it is: on the first view (the browser's own start),
 * inside a dialog, on anything in the main area that is still there (a field the new page
 * focused, a list the guardian is working in, such as the messages inbox beside its thread),
 * and anywhere the guardian moved it while the page loaded (a menu opened meanwhile).
 * The heading is focused without scrolling: a page that scrolls itself (the calendar to today)
 * keeps its place.
 */
function shouldMoveFocus(main: HTMLElement, focusAtNavigation: Element | null): boolean {
  const focused = focusedElement()
  if (!focused) return true
  // The guardian has moved on while the page loaded (opened a menu, say): theirs to keep.
  if (focused !== focusAtNavigation) return false
  if (focused.closest('dialog, [role="dialog"], [role="alertdialog"]')) return false
  return !main.contains(focused)
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/** How long a route change waits for its heading (the page's first read) before it gives up. */
const HEADING_WAIT_MS = 10_000

export function usePageTitleAndFocus(main: RefObject<HTMLElement | null>, appName: string) {
  const { pathname } = useLocation()
  const firstPath = useRef(pathname)

  useEffect(() => {
    const element = main.current
    if (!element) return
    const update = () => {
      const title = pageTitle(element.querySelector(PAGE_HEADING)?.textContent, appName)
      if (document.title !== title) document.title = title
    }
    update()
    const observer = new MutationObserver(update)
    observer.observe(element, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [main, appName])

  useEffect(() => {
    const element = main.current
    if (!element || pathname === firstPath.current) return
    firstPath.current = ''
    const focusAtNavigation = focusedElement()
    const attempt = () => {
      const heading = element.querySelector<HTMLElement>(PAGE_HEADING)
      if (!heading) return false
      if (shouldMoveFocus(element, focusAtNavigation)) focusHeading(heading)
      return true
    }
    if (attempt()) return
    const observer = new MutationObserver(() => {
      if (attempt()) observer.disconnect()
    })
    observer.observe(element, { subtree: true, childList: true })
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [main, pathname])
}
