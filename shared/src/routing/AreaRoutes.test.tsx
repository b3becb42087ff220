import { screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { authStore, type AuthStatus } from '../auth/store'
import { languageStore } from '../i18n/language'
import { renderSettled } from '../testing/render'
import { AreaRoutes, type AreaPages } from './AreaRoutes'

const PAGES: AreaPages = {
  '/things': [
    { path: '', access: 'public', element: <h1>All things</h1> },
    { path: ':thingId', access: 'WEAK', element: <h1>One thing</h1> },
    { path: ':thingId/edit', access: 'STRONG', element: <h1>Edit a thing</h1> }
  ],
  '/other-things': [{ path: '', access: 'STRONG', element: <h1>Other things</h1> }]
}

function LoginPage() {
  const location = useLocation()
  return <p data-qa="login">{`${location.pathname}${location.search}`}</p>
}

function renderAt(path: string) {
  return renderSettled(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.keys(PAGES).map((prefix) => (
          <Route key={prefix} path={`${prefix}/*`} element={<AreaRoutes basePath={prefix} pages={PAGES} />} />
        ))}
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>
  )
}

const anonymous: AuthStatus = { loggedIn: false, apiVersion: 'x' }
const weak: AuthStatus = { loggedIn: true, apiVersion: 'x', authLevel: 'WEAK' }
const strong: AuthStatus = { loggedIn: true, apiVersion: 'x', authLevel: 'STRONG' }

beforeAll(() => languageStore.change('fi'))
afterEach(() => authStore.set(undefined))

describe('AreaRoutes', () => {
  it('shows a public page to anyone, before the auth status is known too', async () => {
    await renderAt('/things')
    expect(screen.getByRole('heading', { name: 'All things' })).toBeTruthy()
  })

  it('routes relative to the prefix it is mounted at', async () => {
    authStore.set(strong)
    await renderAt('/other-things')
    expect(screen.getByRole('heading', { name: 'Other things' })).toBeTruthy()
  })

  it('waits with a spinner while the auth status is unknown', async () => {
    await renderAt('/things/1')
    expect(screen.getByRole('status')).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('sends an anonymous visitor to the login page with the way back', async () => {
    authStore.set(anonymous)
    await renderAt('/things/1/edit?tab=2')
    expect(screen.getByText('/login?next=%2Fthings%2F1%2Fedit%3Ftab%3D2')).toBeTruthy()
  })

  it('shows a WEAK page to a weak session and steps it up to strong identification on a STRONG page', async () => {
    // jsdom reports the full navigation to the identification page as not implemented.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    authStore.set(weak)
    await renderAt('/things/1')
    expect(screen.getByRole('heading', { name: 'One thing' })).toBeTruthy()
    const edit = await renderAt('/things/1/edit')
    expect(edit.container.querySelector('[data-qa="strong-login-redirect"]')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Edit a thing' })).toBeNull()
    expect(navigation).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/Not implemented: navigation/) }))
    navigation.mockRestore()
  })

  it('shows a STRONG page to a strong session', async () => {
    authStore.set(strong)
    await renderAt('/things/1/edit')
    expect(screen.getByRole('heading', { name: 'Edit a thing' })).toBeTruthy()
  })

  it('answers any other path under the prefix with the not-found page', async () => {
    authStore.set(strong)
    await renderAt('/things/1/edit/more')
    expect(screen.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy()
  })
})
