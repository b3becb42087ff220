import { ApiError, languageStore } from '@pesa/shared'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { combineResults, Loaded, SPINNER_DELAY_MS, type ReadResult } from './Loaded'

const renderLoaded = (result: ReadResult<string>, page = false) =>
  render(
    <MemoryRouter>
      <Loaded result={result} page={page}>
        {(data) => <p>Tiedot: {data}</p>}
      </Loaded>
    </MemoryRouter>
  )

const noRetry = async () => undefined

describe('Loaded', () => {
  beforeAll(() => languageStore.change('fi'))
  afterEach(() => jest.useRealTimers())

  it('renders the data once it is in', () => {
    renderLoaded({ data: 'Liisa', mutate: noRetry })
    expect(screen.getByText('Tiedot: Liisa')).toBeTruthy()
  })

  it('shows the spinner only after a short delay', () => {
    jest.useFakeTimers()
    renderLoaded({ mutate: noRetry })
    expect(screen.queryByRole('status')).toBeNull()
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS))
    expect(screen.getByRole('status').textContent).toBe('Ladataan…')
  })

  it("marks a page's loading for the shell (its footer waits), and nothing else", () => {
    const { container, rerender } = renderLoaded({ mutate: noRetry }, true)
    expect(container.querySelector('[data-page-loading]')).not.toBeNull()
    rerender(
      <MemoryRouter>
        <Loaded result={{ data: 'Liisa', mutate: noRetry }} page>
          {(data) => <p>Tiedot: {data}</p>}
        </Loaded>
      </MemoryRouter>
    )
    expect(container.querySelector('[data-page-loading]')).toBeNull()
    expect(renderLoaded({ mutate: noRetry }).container.querySelector('[data-page-loading]')).toBeNull()
    expect(renderLoaded({ error: new ApiError(500, undefined), mutate: noRetry }, true).container.querySelector('[data-page-loading]')).toBeNull()
  })

  it('says a read failed, announces it, and retries on request', async () => {
    const user = userEvent.setup()
    const retry = jest.fn(async () => undefined)
    renderLoaded({ error: new ApiError(500, { errorCode: 'INTERNAL_ERROR' }), mutate: retry })
    expect(screen.getByRole('alert').textContent).toContain('Tietojen lataaminen epäonnistui.')
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('tells a lost connection from a failure of the service', () => {
    renderLoaded({ error: new ApiError(0, undefined), mutate: noRetry })
    expect(screen.getByRole('alert').textContent).toContain('Yhteys palveluun ei onnistunut')
  })

  it('keeps the data shown when a later revalidation fails', () => {
    renderLoaded({ data: 'Liisa', error: new ApiError(500, undefined), mutate: noRetry })
    expect(screen.getByText('Tiedot: Liisa')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("answers 403 and 404 of a page's read with the no-access and not-found pages, without retry", () => {
    renderLoaded({ error: new ApiError(403, { errorCode: 'FORBIDDEN' }), mutate: noRetry }, true)
    expect(screen.getByRole('heading', { name: 'Ei käyttöoikeutta' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).toBeNull()
    renderLoaded({ error: new ApiError(404, { errorCode: 'NOT_FOUND' }), mutate: noRetry }, true)
    expect(screen.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy()
  })

  it("answers 403 and 404 of a section's read with the short messages in place", () => {
    renderLoaded({ error: new ApiError(404, { errorCode: 'NOT_FOUND' }), mutate: noRetry })
    expect(screen.getByRole('alert').textContent).toBe('Tietoa ei löytynyt.')
    expect(screen.queryByRole('heading')).toBeNull()
  })
})

describe('combineResults', () => {
  it('has data when every read has, the first failure otherwise, and retries the reads that failed', async () => {
    const retryA = jest.fn(async () => undefined)
    const retryB = jest.fn(async () => undefined)
    expect(combineResults({ data: 1, mutate: retryA }, { data: 'a', mutate: retryB }).data).toEqual([1, 'a'])
    const failed = combineResults({ data: 1, mutate: retryA }, { error: new Error('x'), mutate: retryB })
    expect(failed.data).toBeUndefined()
    expect(failed.error).toEqual(new Error('x'))
    await failed.mutate()
    expect(retryA).not.toHaveBeenCalled()
    expect(retryB).toHaveBeenCalledTimes(1)
  })
})
