import type { Page } from '@playwright/test'

/** The page's cumulative layout shift so far, as the browser counts it (every `layout-shift` entry since it began). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (sum += (entry as unknown as { value: number }).value))).observe({
          type: 'layout-shift',
          buffered: true
        })
        // The buffered entries arrive in the observer's first callback; a page without any gets none.
        setTimeout(() => resolve(sum), 300)
      })
  )
}
