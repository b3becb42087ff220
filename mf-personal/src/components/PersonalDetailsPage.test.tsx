import { authStore, provideMunicipalityConfig, type AuthStatus, type MunicipalityConfig } from '@pesa/shared'
import { expectNoAxeViolations, renderSettled, settled } from '@pesa/shared/testing'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { stepUpToStrongLogin } from '../step-up'
import { PersonalDetailsPage } from './PersonalDetailsPage'
import { liisa } from '../test-people'

/** A fetch answer's headers, as the client reads them (the request id of an error). */
const NO_HEADERS = { get: () => null }

jest.mock('../step-up', () => ({ stepUpToStrongLogin: jest.fn() }))

const ANSWERS: Record<string, unknown> = {
  '/api/citizen/personal-data/email-verification': { email: null, verifiedEmail: null, latestVerification: null },
  '/api/citizen/personal-data/password-constraints': { minLength: 12, maxLength: 128, minLowers: 0, minUppers: 0, minDigits: 0, minSymbols: 0 },
  '/api/citizen/personal-data/notification-settings': ['INCOME_NOTIFICATION'],
  '/api/citizen/personal-data/devices': [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Chrome, Android',
      createdAt: '2026-11-01T08:00:00Z',
      lastUsedAt: '2026-11-30T22:30:00Z',
      expiresAt: '2026-12-01T08:00:00Z',
      current: true
    },
    {
      id: '00000000-0000-4000-8000-0000000000d2',
      name: '?',
      createdAt: '2026-11-02T08:00:00Z',
      lastUsedAt: '2026-11-02T08:00:00Z',
      expiresAt: '2026-12-02T08:00:00Z',
      current: false
    }
  ]
}

/** Paths that answer 500 until a test lets them through again. */
const failing = new Set<string>()

const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
  const path = new URL(url, 'http://localhost').pathname
  if (failing.has(path))
    return { ok: false, headers: NO_HEADERS, status: 500, text: async () => JSON.stringify({ statusCode: 500, errorCode: 'INTERNAL_ERROR', message: 'x' }) }
  return { ok: true, headers: NO_HEADERS, status: 200, text: async () => JSON.stringify(ANSWERS[path]) }
})

async function renderPage(authLevel: 'WEAK' | 'STRONG', user = liisa) {
  authStore.set({ loggedIn: true, apiVersion: 'test', authLevel, user } as AuthStatus)
  await renderSettled(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/personal-details']}>
        <PersonalDetailsPage />
      </MemoryRouter>
    </SWRConfig>
  )
  await screen.findByText('Sähköposti-ilmoitukset')
  await settled(async () => undefined)
}

const BASE = '/api/citizen/personal-data'

describe('PersonalDetailsPage', () => {
  beforeAll(() => {
    provideMunicipalityConfig({ featureFlags: { discussionReservations: false }, textOverrides: {} } as unknown as MunicipalityConfig)
  })
  beforeEach(() => {
    fetchMock.mockClear()
    failing.clear()
    jest.mocked(stepUpToStrongLogin).mockClear()
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })

  it('warns a guardian without an email and keeps login activation off', async () => {
    await renderPage('STRONG')
    expect(screen.getByText(/Sähköpostiosoitteesi puuttuu/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Ota käyttöön' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Vahvista sähköpostiosoitteesi ennen kuin otat kirjautumisen käyttöön.')).toBeTruthy()
  })

  it('sends a WEAK user to strong identification from the edit button', async () => {
    await renderPage('WEAK')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Muokkaa henkilötietoja' })))
    expect(stepUpToStrongLogin).toHaveBeenCalledWith('/personal-details')
    expect(screen.queryByRole('textbox', { name: /Puhelinnumero/ })).toBeNull()
  })

  it('checks the form before saving and keeps what was typed', async () => {
    await renderPage('STRONG')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Muokkaa henkilötietoja' })))
    const phone = screen.getByRole('textbox', { name: /^Puhelinnumero/ })
    await settled(async () => {
      await userEvent.clear(phone)
      await userEvent.type(phone, '12')
      await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }))
    })
    expect(screen.getByText('Virheellinen puhelinnumero')).toBeTruthy()
    expect((phone as HTMLInputElement).value).toBe('12')
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it('hides discussion times without discussion reservations and ticks the boxes of the types not disabled', async () => {
    await renderPage('WEAK')
    expect(screen.queryByLabelText('keskusteluaikoja on varattavissa')).toBeNull()
    expect((screen.getByLabelText('saan viestin') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('tulotietoja pitää päivittää') as HTMLInputElement).checked).toBe(false)
    expect(screen.getByText(/maksu voidaan määrätä korkeimman maksun mukaan/)).toBeTruthy()
  })

  it('sends a WEAK user to strong identification from the notification settings edit button', async () => {
    await renderPage('WEAK')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Muokkaa sähköposti-ilmoituksia' })))
    expect(stepUpToStrongLogin).toHaveBeenCalledWith('/personal-details#notifications')
    expect(screen.getByLabelText('saan viestin').matches(':disabled')).toBe(true)
  })

  it('saves the notification settings as the list of disabled types', async () => {
    await renderPage('STRONG')
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Muokkaa sähköposti-ilmoituksia' })))
    await settled(async () => {
      await userEvent.click(screen.getByLabelText('saan tiedotteen'))
      await userEvent.click(screen.getByLabelText('tulotietoja pitää päivittää'))
      await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }))
    })
    const put = fetchMock.mock.calls.find(([url, init]) => init?.method === 'PUT' && url.endsWith('/notification-settings'))
    expect(JSON.parse(put?.[1]?.body as string)).toEqual(['BULLETIN_NOTIFICATION'])
    expect(screen.getByText('Ilmoitusasetukset tallennettu.')).toBeTruthy()
  })

  it('says why the email status and the password rules are missing and loads them again on retry', async () => {
    failing.add(`${BASE}/email-verification`)
    failing.add(`${BASE}/password-constraints`)
    await renderPage('STRONG')
    const failures = await screen.findAllByText('Tietojen lataaminen epäonnistui.')
    expect(failures).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Ota käyttöön' })).toBeNull()
    failing.clear()
    const loginSection = screen.getByRole('region', { name: 'Kirjautumistiedot' })
    await settled(() => userEvent.click(within(loginSection).getByRole('button', { name: 'Yritä uudelleen' })))
    expect(await within(loginSection).findByRole('button', { name: 'Ota käyttöön' })).toBeTruthy()
    expect(screen.queryAllByText('Tietojen lataaminen epäonnistui.')).toHaveLength(0)
  })

  it('shows a field error the server answers beside its field and keeps what was typed', async () => {
    await renderPage('STRONG')
    fetchMock.mockImplementationOnce(async () => ({
      ok: false,
      headers: NO_HEADERS,
      status: 400,
      text: async () => JSON.stringify({ statusCode: 400, errorCode: 'VALIDATION_FAILED', message: 'x', fieldErrors: { backupPhone: 'INVALID_PHONE' } })
    }))
    await settled(() => userEvent.click(screen.getByRole('button', { name: 'Muokkaa henkilötietoja' })))
    const backupPhone = screen.getByRole('textbox', { name: 'Varapuhelinnumero' })
    await settled(async () => {
      await userEvent.type(backupPhone, '09 816 21')
      await userEvent.click(screen.getByRole('button', { name: 'Tallenna' }))
    })
    expect(screen.getByText('Virheellinen puhelinnumero')).toBeTruthy()
    expect(document.activeElement).toBe(backupPhone)
    expect((backupPhone as HTMLInputElement).value).toBe('09 816 21')
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Henkilötiedot' }))
  })

  describe('with an email', () => {
    const EMAIL = 'liisa.korhonen@example.fi'
    const withEmail = { ...liisa, email: EMAIL }
    const VERIFICATION = `${BASE}/email-verification`
    afterEach(() => {
      ANSWERS[VERIFICATION] = { email: null, verifiedEmail: null, latestVerification: null }
    })

    it('shows the email once, verified or not', async () => {
      for (const verifiedEmail of [EMAIL, null]) {
        ANSWERS[VERIFICATION] = { email: EMAIL, verifiedEmail, latestVerification: null }
        await renderPage('STRONG', withEmail)
        expect([verifiedEmail, document.body.textContent!.split(EMAIL).length - 1]).toEqual([verifiedEmail, 1])
        cleanup()
      }
    })

    it('takes a pasted verification code with spaces and sends its digits', async () => {
      const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString()
      ANSWERS[VERIFICATION] = { email: EMAIL, verifiedEmail: null, latestVerification: { id: '00000000-0000-4000-8000-0000000000c0', email: EMAIL, expiresAt } }
      await renderPage('STRONG', withEmail)
      const field = within(document.querySelector<HTMLElement>('[data-qa="email-verification-form"]')!).getByRole('textbox')
      await settled(async () => {
        await userEvent.click(field)
        await userEvent.paste(' 123 456 ')
      })
      expect((field as HTMLInputElement).value).toBe('123456')
      await settled(() => userEvent.click(screen.getByRole('button', { name: 'Vahvista' })))
      const sent = fetchMock.mock.calls.find(([url, init]) => url.endsWith(VERIFICATION) && init?.method === 'POST')
      expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ id: '00000000-0000-4000-8000-0000000000c0', code: '123456' })
    })
  })

  describe('remembered devices', () => {
    const section = () => within(document.querySelector<HTMLElement>('[data-qa="remembered-devices"]')!)

    it('lists each device by its readable name, this device marked, with its last use in Helsinki time', async () => {
      await renderPage('WEAK')
      const rows = section().getAllByRole('listitem')
      expect(rows.map((row) => within(row).getByText(/Chrome|Tuntematon/).textContent)).toEqual(['Chrome, Android', 'Tuntematon laite'])
      expect(within(rows[0]!).getByText('Tämä laite')).toBeTruthy()
      expect(within(rows[0]!).getByText('1.12.2026 klo 00.30')).toBeTruthy()
      await expectNoAxeViolations(screen.getByRole('region', { name: 'Muistetut laitteet' }))
    })

    it('forgets one device, and all at once, with a WEAK session', async () => {
      await renderPage('WEAK')
      await settled(() => userEvent.click(section().getByRole('button', { name: 'Unohda laite Tuntematon laite' })))
      expect(
        fetchMock.mock.calls.some(([url, init]) => url.endsWith(`${BASE}/devices/00000000-0000-4000-8000-0000000000d2`) && init?.method === 'DELETE')
      ).toBe(true)
      expect(section().getByText(/Laite unohdettiin/)).toBeTruthy()
      await settled(() => userEvent.click(section().getByRole('button', { name: 'Unohda kaikki laitteet' })))
      expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith(`${BASE}/devices`) && init?.method === 'DELETE')).toBe(true)
    })

    it('sends a WEAK user to strong identification from "sign out everywhere"; a STRONG one signs out everywhere', async () => {
      await renderPage('WEAK')
      await settled(() => userEvent.click(section().getByRole('button', { name: 'Kirjaudu ulos kaikkialta' })))
      expect(stepUpToStrongLogin).toHaveBeenCalledWith('/personal-details#devices')
      expect(fetchMock.mock.calls.some(([url]) => url.endsWith(`${BASE}/sign-out-everywhere`))).toBe(false)
      cleanup()
      await renderPage('STRONG')
      await settled(() => userEvent.click(section().getByRole('button', { name: 'Kirjaudu ulos kaikkialta' })))
      expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith(`${BASE}/sign-out-everywhere`) && init?.method === 'POST')).toBe(true)
      expect(section().getByText(/päätettiin kaikkialla muualla/)).toBeTruthy()
    })
  })
})
