import { authStore, provideMunicipalityConfig, type AuthStatus, type MunicipalityConfig } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { stepUpToStrongLogin } from '../step-up'
import { PersonalDetailsPage } from './PersonalDetailsPage'
import { liisa } from '../test-people'

jest.mock('../step-up', () => ({ stepUpToStrongLogin: jest.fn() }))

const ANSWERS: Record<string, unknown> = {
  '/api/citizen/personal-data/email-verification': { email: null, verifiedEmail: null, latestVerification: null },
  '/api/citizen/personal-data/password-constraints': { minLength: 12, maxLength: 128, minLowers: 0, minUppers: 0, minDigits: 0, minSymbols: 0 },
  '/api/citizen/personal-data/notification-settings': {
    message: true,
    bulletin: true,
    income: false,
    calendarEvent: true,
    decision: true,
    document: true,
    informalDocument: true,
    attendanceReservation: true,
    discussionTime: true
  }
}

const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => ({
  ok: true,
  status: 200,
  text: async () => JSON.stringify(ANSWERS[new URL(url, 'http://localhost').pathname])
}))

async function renderPage(authLevel: 'WEAK' | 'STRONG') {
  authStore.set({ loggedIn: true, apiVersion: 'test', authLevel, user: liisa } as AuthStatus)
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

describe('PersonalDetailsPage', () => {
  beforeAll(() => {
    provideMunicipalityConfig({ featureFlags: { discussionReservations: false }, textOverrides: {} } as unknown as MunicipalityConfig)
  })
  beforeEach(() => {
    fetchMock.mockClear()
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

  it('hides discussion times without discussion reservations and warns when income notifications are off', async () => {
    await renderPage('WEAK')
    expect(screen.queryByLabelText('keskusteluaikoja on varattavissa')).toBeNull()
    expect(screen.getByLabelText('saan viestin')).toBeTruthy()
    expect(screen.getByText(/maksu voidaan määrätä korkeimman maksun mukaan/)).toBeTruthy()
  })
})
