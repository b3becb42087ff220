// Hand walk: screenshots of each screen at 375 px and desktop in Finnish (not part of the suite)
import { chromium } from '@playwright/test'
const base = 'http://localhost:10050'
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const [label, viewport] of [
  ['mobile', { width: 375, height: 800 }],
  ['desktop', { width: 1280, height: 900 }]
]) {
  const context = await browser.newContext({ viewport, baseURL: base, locale: 'fi-FI' })
  const page = await context.newPage()
  const h = { 'x-csrf': '1' }
  await page.request.post('/api/dev-api/reset', { headers: { 'x-pesa-csrf': '1', 'csrf-token': '1' } }).catch(() => {})
  const login = await page.request.post('/api/dev-api/login', { data: { ssn: '120385-1243', authLevel: 'STRONG' }, headers: { 'x-pesa-csrf': '1' } })
  if (login.status() >= 300) console.log('login', login.status(), await login.text())
  const shot = async (name) => page.screenshot({ path: `/tmp/app-shots/${label}-${name}.png`, fullPage: true })
  await page.goto('/applications?lang=fi')
  await page.locator('[data-qa="applications-page"] h2').first().waitFor()
  await shot('list')
  await page.locator('section[data-qa^="child-"]').filter({ hasText: 'Lumi' }).locator('[data-qa="new-application"]').click()
  await page.locator('[data-qa="application-type"] input[value="DAYCARE"]').check()
  await shot('new')
  await page.locator('[data-qa="create-application"]').click()
  await page.locator('[data-qa="verify"]').click()
  await page.locator('[data-qa="error-summary"]').waitFor()
  await shot('editor-errors')
  const d = new Date(Date.now() + 20 * 86400000).toISOString().slice(0, 10).split('-').reverse().join('.')
  await page.locator('[data-qa="preferred-start-date"]').fill(d)
  await page.locator('[data-qa="preferred-start-date"]').press('Tab')
  await page.locator('[data-qa="start-time"]').fill('08:00')
  await page.locator('[data-qa="end-time"]').fill('16:00')
  await page.locator('[data-qa="urgent"]').focus()
  await page.keyboard.press('Space')
  for (let i = 0; i < 2; i++) await page.locator('[data-qa="add-unit"]').selectOption({ index: 1 })
  await shot('editor-filled')
  await page.locator('[data-qa="verify"]').click()
  await page.locator('[data-qa="editor-summary"]').waitFor()
  await shot('summary')
  await page.goto('/applications?lang=fi')
  await page.locator('section[data-qa^="child-"]').filter({ hasText: 'Ella' }).locator('[data-qa="open-application"]').click()
  await page.locator('[data-qa="application-view"]').waitFor()
  await shot('read')
  await context.close()
}
await browser.close()
