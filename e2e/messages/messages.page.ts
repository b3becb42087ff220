import { expect, type Page } from '@playwright/test'
import { CSRF_HEADER } from '@pesa/shared/protocol'

/** The messages screen (/messages), and the staff side through the dev API. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  qa(name: string) {
    return this.page.locator(`[data-qa="${name}"]`)
  }

  async open(path = '/messages') {
    await this.page.goto(path)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  threadItems() {
    return this.page.locator('[data-qa^="thread-item-"][href]')
  }

  threadItem(title: string) {
    return this.threadItems().filter({ hasText: title })
  }

  async openThread(title: string) {
    await this.threadItem(title).click()
    await expect(this.qa('thread-title')).toHaveText(title)
  }

  badge() {
    return this.qa('nav-messages-badge')
  }

  private async devApi(method: 'get' | 'post', path: string, data?: unknown) {
    const response = await this.page.request[method](`/api/dev-api${path}`, { data, headers: { [CSRF_HEADER]: '1' } })
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300)
    return response.json()
  }

  async staffAccount(name: string): Promise<string> {
    const accounts = (await this.devApi('get', '/messages/accounts')) as { id: string; name: string }[]
    return accounts.find((account) => account.name === name)!.id
  }

  async staffSend(message: { sender: string; title: string; content: string; children: string[]; messageType?: 'MESSAGE' | 'BULLETIN' }) {
    return this.devApi('post', '/messages', {
      senderId: await this.staffAccount(message.sender),
      messageType: message.messageType ?? 'MESSAGE',
      title: message.title,
      content: message.content,
      children: message.children
    })
  }

  async staffThreads(name: string): Promise<{ title: string; messages: { content: string; attachmentNames: string[] }[] }[]> {
    return this.devApi('get', `/messages/accounts/${await this.staffAccount(name)}/threads`)
  }

  async emails(): Promise<{ toAddress: string; subject: string; bodyText: string }[]> {
    return this.devApi('get', '/emails')
  }
}
