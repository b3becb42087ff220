import { ApiError, languageStore } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { lazyArea, resetArea } from '../federation/areas'
import { RemoteArea } from './RemoteArea'

// The federation boundary, mocked through its one adapter module.
jest.mock('../federation/areas', () => ({ lazyArea: jest.fn(), resetArea: jest.fn() }))

const mockedLazyArea = jest.mocked(lazyArea)
const mockedResetArea = jest.mocked(resetArea)

function Broken(): never {
  throw new Error('bug in the remote')
}

function Working({ basePath }: { basePath: string }) {
  return <h1>Income area at {basePath}</h1>
}

// Texts load before rendering: React's act() does not wait for a first-time use() of a promise.
beforeAll(() => languageStore.change('fi'))
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  mockedResetArea.mockResolvedValue(undefined)
})
afterEach(() => jest.restoreAllMocks())

function renderIncome() {
  return renderSettled(
    <MemoryRouter>
      <Suspense fallback="loading">
        <RemoteArea area="income" basePath="/income" />
      </Suspense>
    </MemoryRouter>
  )
}

describe('RemoteArea', () => {
  it('renders the remote area root with its base path', async () => {
    mockedLazyArea.mockReturnValue(lazy(async () => ({ default: Working })))
    await renderIncome()
    expect(await screen.findByRole('heading', { name: 'Income area at /income' })).toBeTruthy()
  })

  it('shows the unavailable panel when the remote throws while rendering, and retry loads it again', async () => {
    const user = userEvent.setup()
    mockedLazyArea.mockReturnValue(lazy(async () => ({ default: Broken })))
    await renderIncome()
    expect(await screen.findByRole('heading', { name: 'Tämä palvelun osa ei ole juuri nyt käytettävissä' })).toBeTruthy()

    mockedLazyArea.mockReturnValue(lazy(async () => ({ default: Working })))
    await settled(() => user.click(screen.getByRole('button', { name: 'Yritä uudelleen' })))
    expect(mockedResetArea).toHaveBeenCalledWith('income')
    expect(await screen.findByRole('heading', { name: 'Income area at /income' })).toBeTruthy()
  })

  it('shows the unavailable panel when the remote cannot be loaded', async () => {
    mockedLazyArea.mockReturnValue(lazy(() => Promise.reject(new Error('manifest 404'))))
    await renderIncome()
    expect(await screen.findByRole('button', { name: 'Yritä uudelleen' })).toBeTruthy()
  })

  it('shows the 403 message, without retry, when the area is refused', async () => {
    mockedLazyArea.mockReturnValue(
      lazy(async () => ({
        default: () => {
          throw new ApiError(403, { errorCode: 'FORBIDDEN' })
        }
      }))
    )
    await renderIncome()
    expect(await screen.findByRole('heading', { name: 'Ei käyttöoikeutta' })).toBeTruthy()
    expect(screen.getByText('Sinulla ei ole oikeutta nähdä pyytämiäsi tietoja.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).toBeNull()
  })

  it('shows the not-found page when the record is missing', async () => {
    mockedLazyArea.mockReturnValue(
      lazy(async () => ({
        default: () => {
          throw new ApiError(404, { errorCode: 'NOT_FOUND' })
        }
      }))
    )
    await renderIncome()
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy()
  })
})
