import { languageStore } from '@pesa/shared'
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import Area from './area'

function renderArea(path: string, basePath: string) {
  return render(
    <Suspense fallback="loading">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<Area basePath={basePath} />} />
        </Routes>
      </MemoryRouter>
    </Suspense>
  )
}

describe('IncomeArea', () => {
  beforeAll(() => languageStore.change('fi'))

  it('renders the page of the prefix the shell gives, in Finnish by default', async () => {
    renderArea('/child-income', '/child-income')
    expect(await screen.findByRole('heading', { name: 'Lasten tulotiedot' })).toBeTruthy()
  })

  it('follows a language switch without unmounting', async () => {
    renderArea('/child-income', '/child-income')
    const heading = await screen.findByRole('heading')
    await act(() => languageStore.change('sv'))
    expect(heading.textContent).toBe('Barnens inkomstuppgifter')
    await act(() => languageStore.change('fi'))
  })
})
