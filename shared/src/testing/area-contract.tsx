import { cleanup, screen } from '@testing-library/react'
import { act, type ComponentType } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import type { AreaRootProps } from '../area'
import { authStore, type AuthStatus } from '../auth/store'
import { parsePrefixes } from '../deployment'
import { languageStore } from '../i18n/language'
import type { AreaPage, AreaPages } from '../routing/AreaRoutes'
import { renderSettled } from './render'
import { testUser } from './test-user'

export interface AreaContract {
  /** The pages the area routes through AreaRoutes, by prefix */
  pages: AreaPages
  /** What the remote's package.json declares (`pesa.prefixes`): the prefixes the deployment file gets */
  declaredPrefixes: unknown
  /** A page the area shows a strongly identified guardian, and its heading in Finnish and Swedish */
  page: { path: string; heading: { fi: string; sv: string } }
}

const STATUS = {
  anonymous: { loggedIn: false, apiVersion: 'test' },
  WEAK: { loggedIn: true, apiVersion: 'test', authLevel: 'WEAK', user: testUser },
  STRONG: { loggedIn: true, apiVersion: 'test', authLevel: 'STRONG', user: testUser }
} satisfies Record<string, AuthStatus>

/** A path of the page with every parameter filled in: 'new/:childId' under '/applications' → '/applications/new/example'. */
function examplePath(prefix: string, page: AreaPage): string {
  const rest = page.path.replace(/:[A-Za-z]+/g, 'example')
  return rest ? `${prefix}/${rest}` : prefix
}

function LoginPage() {
  const location = useLocation()
  return <p data-qa="contract-login">{`${location.pathname}${location.search}`}</p>
}

/**
 * What the shell relies on from every remote's exposed area root: it serves exactly the prefixes
 * its package.json declares, renders under the prefix the shell mounted it at, follows a language
 * switch without unmounting, enforces each page's access level through the shared gate, and
 * answers an unknown path under its prefixes with the not-found page.
 */
export function describeAreaContract(name: string, Area: ComponentType<AreaRootProps>, { pages, declaredPrefixes, page }: AreaContract): void {
  const prefixes = Object.keys(pages)
  const renderAt = (path: string, status: AuthStatus) => {
    authStore.set(status)
    return renderSettled(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {prefixes.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={<Area basePath={prefix} />} />
          ))}
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    )
  }

  describe(`${name} (area contract)`, () => {
    beforeAll(() => languageStore.change('fi'))
    afterEach(async () => {
      cleanup()
      authStore.set(undefined)
      await languageStore.change('fi')
    })

    it('routes exactly the prefixes its package.json declares', () => {
      expect([...prefixes].sort()).toEqual(parsePrefixes(declaredPrefixes, `${name} package.json`).sort())
    })

    it(`renders its page at ${page.path}`, async () => {
      await renderAt(page.path, STATUS.STRONG)
      expect(await screen.findByRole('heading', { level: 1, name: page.heading.fi })).toBeTruthy()
    })

    it('follows a language switch without unmounting', async () => {
      await renderAt(page.path, STATUS.STRONG)
      const element = await screen.findByRole('heading', { level: 1, name: page.heading.fi })
      await act(() => languageStore.change('sv'))
      expect(element.textContent).toBe(page.heading.sv)
    })

    for (const prefix of prefixes) {
      for (const areaPage of pages[prefix]!) {
        const path = examplePath(prefix, areaPage)
        if (areaPage.access === 'public') {
          it(`shows ${path} (public) to an anonymous visitor`, async () => {
            const { container } = await renderAt(path, STATUS.anonymous)
            expect(container.firstChild).toBeTruthy()
            expect(container.querySelector('[data-qa="contract-login"], [data-qa="not-found-page"]')).toBeNull()
          })
          continue
        }
        it(`sends an anonymous visitor from ${path} (${areaPage.access}) to the login page and back`, async () => {
          await renderAt(path, STATUS.anonymous)
          expect(screen.getByText(`/login?next=${encodeURIComponent(path)}`)).toBeTruthy()
        })
        if (areaPage.access === 'STRONG') {
          it(`steps a weak session on ${path} (STRONG) up to strong identification`, async () => {
            // jsdom reports the full navigation to the identification page as not implemented.
            const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined)
            const { container } = await renderAt(path, STATUS.WEAK)
            expect(container.querySelector('[data-qa="strong-login-redirect"]')).toBeTruthy()
            expect(navigation).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/Not implemented: navigation/) }))
            navigation.mockRestore()
          })
        }
      }

      it(`answers an unknown path under ${prefix} with the not-found page`, async () => {
        const { container } = await renderAt(`${prefix}/no/such/page`, STATUS.STRONG)
        expect(container.querySelector('[data-qa="not-found-page"]')).toBeTruthy()
      })
    }
  })
}
