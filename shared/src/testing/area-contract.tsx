import { screen } from '@testing-library/react'
import { act, type ComponentType } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { AreaRootProps } from '../area'
import { languageStore } from '../i18n/language'
import { renderSettled } from './render'

export interface AreaContract {
  basePath: string
  /** The heading the area shows at its base path, in Finnish and Swedish */
  heading: { fi: string; sv: string }
}

/**
 * What the shell relies on from every remote's exposed area root: it renders under the
 * prefix the shell gives, and follows a language switch without unmounting.
 */
export function describeAreaContract(name: string, Area: ComponentType<AreaRootProps>, { basePath, heading }: AreaContract): void {
  const renderArea = () =>
    renderSettled(
      <MemoryRouter initialEntries={[basePath]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<Area basePath={basePath} />} />
        </Routes>
      </MemoryRouter>
    )

  describe(`${name} (area contract)`, () => {
    beforeAll(() => languageStore.change('fi'))
    afterEach(() => languageStore.change('fi'))

    it(`renders its page at ${basePath}`, async () => {
      await renderArea()
      expect(await screen.findByRole('heading', { level: 1, name: heading.fi })).toBeTruthy()
    })

    it('follows a language switch without unmounting', async () => {
      await renderArea()
      const element = await screen.findByRole('heading', { level: 1, name: heading.fi })
      await act(() => languageStore.change('sv'))
      expect(element.textContent).toBe(heading.sv)
    })
  })
}
