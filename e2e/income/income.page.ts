import { addDays } from '@pesa/shared/dates'
import { expect, type Page } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'
import { storyToday } from '../support/environment'

/** A one-page PDF as a browser would upload it. */
export const PDF = {
  name: 'palkkalaskelma.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')
}

/** The income pages: the list, the editor and the read view. */
export class IncomePage {
  constructor(readonly page: Page) {
    // A form with unsaved changes asks before the page unloads; a test's own navigation leaves.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
  }

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async open(search = '') {
    await this.page.goto(`/income${search}`)
    await expect(this.qa('income-page')).toBeVisible()
    await expect(this.page.locator('[data-qa="own-statement-table"], [data-qa="own-statement-table-empty"]')).toBeVisible()
  }

  async newStatement() {
    await this.qa('new-income-statement').click()
    await expect(this.qa('income-statement-form')).toBeVisible()
  }

  /** Types a date into a kit date input (d.m.yyyy). */
  async typeDate(name: string, iso: string) {
    const [year, month, day] = iso.split('-')
    await this.qa(name).fill(`${Number(day)}.${Number(month)}.${year}`)
  }

  /** Uploads into the attachment slot of the type (or the upload named by its data-qa) and waits for it to be stored. */
  async upload(slot: string, file = PDF) {
    const upload = this.qa(slot.endsWith('-upload') ? slot : `upload-${slot}`)
    await upload.locator('[data-qa="file-upload-input"]').setInputFiles(file)
    await expect(upload.locator('[data-qa="file-upload-file"]').filter({ hasText: file.name })).toBeVisible()
  }

  radio(group: string, label: string) {
    return this.qa(group).getByLabel(label, { exact: true })
  }

  async devApi(method: 'post' | 'get', path: string, data?: unknown) {
    const response = await this.page.request[method](`/api/dev-api${path}`, { data, headers: { [CSRF_HEADER]: '1' } })
    expect(response.status()).toBeLessThan(300)
    return response.status() === 204 ? undefined : response.json()
  }
}

/** ISO today + days, in the browser's and the server's Helsinki calendar. */
export const isoInDays = (days: number): string => addDays(storyToday(), days)
