import axe from 'axe-core'

/*
 * The rules that need a real page are off: jsdom does no layout, so colour contrast cannot be
 * measured (the e2e suites check it in chromium), and a component alone has no landmarks.
 */
const COMPONENT_RULES: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } }
}

/** The axe violations in a rendered component, as "rule: target" lines (an empty list passes). */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(container, COMPONENT_RULES)
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}
