import { authStore, type AuthStatus } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import FeedModal from './FeedModal'

const NO_HEADERS = { get: () => null }
const URL_ONCE = 'https://pesala.example.fi/api/citizen/public/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'

/** The server's feed as the mock holds it: made by POST, gone by DELETE. */
let feed: { createdAt: string } | null = null
const calls: string[] = []

const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET'
  calls.push(`${method} ${new URL(url, 'http://localhost').pathname}`)
  if (method === 'POST') {
    feed = { createdAt: '2026-11-24T10:00:00.000Z' }
    return { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify({ url: URL_ONCE, ...feed }) }
  }
  if (method === 'DELETE') {
    feed = null
    return { ok: true, headers: NO_HEADERS, status: 204, text: async () => '' }
  }
  return { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify({ feed }) }
})

async function renderModal(authLevel: 'WEAK' | 'STRONG') {
  authStore.set({ loggedIn: true, apiVersion: 'test', authLevel } as AuthStatus)
  await renderSettled(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FeedModal onClose={() => undefined} />
    </SWRConfig>
  )
  await screen.findByText(/kalenteritilaus/i, { selector: '[data-qa^="feed-"]' })
}

describe('FeedModal', () => {
  beforeEach(() => {
    feed = null
    calls.length = 0
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('is locked for a weak login: a strong-login link back to the panel, no create button', async () => {
    await renderModal('WEAK')
    expect(screen.getByText('Sinulla ei ole kalenteritilausta.')).toBeTruthy()
    const link = screen.getByRole('link', { name: /Tunnistaudu vahvasti/ })
    expect(link.getAttribute('href')).toBe(`/api/citizen/auth/sfi/login?RelayState=${encodeURIComponent('/calendar?modal=feed')}`)
    expect(screen.queryByRole('button', { name: 'Luo tilausosoite' })).toBeNull()
  })

  it('shows the address once with a webcal: link, and revokes only after a confirmation', async () => {
    await renderModal('STRONG')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Luo tilausosoite' })))
    expect((screen.getByRole('textbox', { name: 'Tilausosoite' }) as HTMLInputElement).value).toBe(URL_ONCE)
    expect(screen.getByRole('link', { name: 'Avaa kalenterisovelluksessa' }).getAttribute('href')).toBe(URL_ONCE.replace('https:', 'webcal:'))
    expect(await screen.findByText('Kalenteritilaus on käytössä (luotu 24.11.2026).')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Luo uusi tilausosoite' })).toBeTruthy()

    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Poista tilaus käytöstä' })))
    expect(calls).not.toContain('DELETE /api/citizen/calendar-feed')
    const dialog = screen.getByRole('alertdialog', { name: 'Poistetaanko kalenteritilaus käytöstä?' })
    await settled(() => userEvent.click(dialog.querySelector('[data-qa="confirm-dialog-confirm"]')!))
    expect(calls).toContain('DELETE /api/citizen/calendar-feed')
    expect(await screen.findByText('Sinulla ei ole kalenteritilausta.')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Tilausosoite' })).toBeNull()
  })
})
