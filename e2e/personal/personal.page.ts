import type { getAuthStatus } from '@pesa/shared/api/auth'
import type { devGetEmails } from '@pesa/shared/api/dev-api'
import { callApi } from '../support/api'
import { expect, type Page } from '@playwright/test'
import { recordSecret } from '../support/server-logs'

interface DetailsChange {
  email?: string
  phone?: string
  backupPhone?: string
  preferredName?: string
}

/** The personal details page (/personal-details) and the outbox it sends codes through. */
export class PersonalPage {
  constructor(readonly page: Page) {}

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async open(search = '') {
    await this.page.goto(`/personal-details${search}`)
    await expect(this.qa('personal-details-page')).toBeVisible()
    await expect(this.qa('email-status')).toBeAttached()
  }

  async editDetails(change: DetailsChange) {
    await this.fillDetails(change)
    await this.qa('save-personal-details').click()
  }

  /** Opens the edit form and types the change, without saving. */
  async fillDetails(change: DetailsChange) {
    await this.qa('edit-personal-details').click()
    if (change.preferredName !== undefined) await this.qa('preferred-name').selectOption(change.preferredName)
    if (change.email !== undefined) {
      const noEmail = this.qa('no-email')
      if (await noEmail.isChecked()) await noEmail.uncheck()
      await this.qa('email').fill(change.email)
    }
    if (change.phone !== undefined) await this.qa('phone').fill(change.phone)
    if (change.backupPhone !== undefined) await this.qa('backup-phone').fill(change.backupPhone)
  }

  /**
   * The six digits of the newest verification email to `address` in the development outbox. Not
   * just the newest email: other mail goes to the same address on some days (the calendar's
   * reminder of missing reservations, in the 48 hours before a week's reporting closes).
   */
  async latestCode(address: string): Promise<string> {
    const emails = await callApi<typeof devGetEmails>(this.page.request, 'get', '/dev-api/emails')
    const verification = emails.find((email) => email.toAddress === address && /\b\d{6}$/.test(email.subject))
    const code = /\b(\d{6})\b/.exec(verification?.bodyText ?? '')?.[1]
    expect(code, `a code emailed to ${address}`).toBeDefined()
    recordSecret('a verification code', code!)
    return code!
  }

  async verifyEmail(address: string) {
    await this.qa('send-verification-code').click()
    await expect(this.qa('email-verification-form')).toBeVisible()
    await this.qa('verification-code').fill(await this.latestCode(address))
    await this.qa('confirm-verification-code').click()
  }

  async typePassword(password: string, confirmation = password) {
    recordSecret('a password typed', password)
    await this.qa('new-password').fill(password)
    await this.qa('confirm-password').fill(confirmation)
  }

  authStatus() {
    return callApi<typeof getAuthStatus>(this.page.request, 'get', '/citizen/auth/status')
  }
}
