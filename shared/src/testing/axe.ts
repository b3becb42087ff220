import type { AxeResults, RunOptions } from 'axe-core'

/*
 * A component test renders a fragment, not a page, and jsdom draws nothing: the rules about a
 * whole page (title, language, landmarks, main heading) and those that need rendering (colour
 * contrast; label-content-name-mismatch measures icon glyphs on a canvas) are left to the
 * Playwright suites, which check pages in a real browser. Every other rule runs.
 */
const LEFT_TO_PAGE_CHECKS = [
  'color-contrast',
  'label-content-name-mismatch',
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'page-has-heading-one',
  'region'
]
const OPTIONS: RunOptions = { rules: Object.fromEntries(LEFT_TO_PAGE_CHECKS.map((rule) => [rule, { enabled: false }])) }

function describeViolations(results: AxeResults): string {
  return results.violations
    .map(({ id, help, nodes }) => `${id}: ${help}\n${nodes.map((node) => `  ${node.html}\n  ${node.failureSummary ?? ''}`).join('\n')}`)
    .join('\n')
}

/**
 * Runs axe-core over what a component test rendered (the whole document by default, so
 * portals such as dialogs are included) and fails with each violation and its elements.
 * axe-core is loaded on first use, so tests that never call this do not pay for it.
 */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const axe = (await import('axe-core')).default
  const results = await axe.run(context, OPTIONS)
  if (results.violations.length) throw new Error(`axe found ${results.violations.length} accessibility violation(s):\n${describeViolations(results)}`)
}
