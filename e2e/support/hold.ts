import type { Page } from '@playwright/test'

/** Holds every request to `pattern` until the returned release is called: a read that answers only once the test has looked at the page without it. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
