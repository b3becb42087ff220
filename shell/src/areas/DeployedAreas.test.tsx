import { languageStore } from '@pesa/shared'
import { renderSettled, settled } from '@pesa/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { DeployedAreas } from './DeployedAreas'

// The federation runtime and the remote itself are the other side of the boundary.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }))
jest.mock('./RemoteArea', () => ({
  RemoteArea: ({ area, basePath }: { area: string; basePath: string }) => <h1>{`Area ${area} at ${basePath}`}</h1>
}))

const deployment = {
  applications: { manifest: '/remotes/mf-applications/1.0.0-ab12cd34/mf-manifest.json', prefixes: ['/applications', '/decisions'] },
  personal: { manifest: 'https://cdn.example.fi/mf-personal/1.0.0/mf-manifest.json', prefixes: ['/personal-details'] }
}

let answer: { status: number; body: unknown } = { status: 200, body: deployment }
const fetchMock = jest.fn(async (_url: string) => ({ ok: answer.status < 300, status: answer.status, json: async () => answer.body }))

function renderAt(path: string) {
  return renderSettled(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="login" element={<h1>Login</h1>} />
        <Route path="*" element={<DeployedAreas />} />
      </Routes>
    </MemoryRouter>
  )
}

beforeAll(async () => {
  await languageStore.change('fi')
  globalThis.fetch = fetchMock as unknown as typeof fetch
})

describe('DeployedAreas', () => {
  it('shows the unavailable panel while the deployment file is malformed or unreadable, and retry reads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const panel = { name: 'Tämä palvelun osa ei ole juuri nyt käytettävissä' }
    answer = { status: 200, body: { applications: '/remotes/mf-applications/mf-manifest.json' } }
    await renderAt('/decisions')
    expect(await screen.findByRole('heading', panel)).toBeTruthy()

    answer = { status: 503, body: {} }
    await settled(() => user.click(screen.getByRole('button', { name: 'Yritä uudelleen' })))
    expect(await screen.findByRole('heading', panel)).toBeTruthy()

    answer = { status: 200, body: deployment }
    await settled(() => user.click(screen.getByRole('button', { name: 'Yritä uudelleen' })))
    expect(await screen.findByRole('heading', { name: 'Area applications at /decisions' })).toBeTruthy()
    // Each try read the deployment file again; the failures were also reported (client error reports).
    const reads = fetchMock.mock.calls.map(([url]) => url).filter((url) => !url.endsWith('/client-errors'))
    expect(reads.length).toBeGreaterThanOrEqual(3)
    expect(reads.every((url) => url === '/remotes.json')).toBe(true)
    jest.mocked(console.error).mockRestore()
  })

  it.each([
    ['/applications', 'Area applications at /applications'],
    ['/applications/123/edit', 'Area applications at /applications'],
    ['/personal-details', 'Area personal at /personal-details']
  ])('mounts the area deployed for %s at its prefix', async (path, heading) => {
    await renderAt(path)
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
  })

  it('answers a path under no deployed prefix with the not-found page', async () => {
    await renderAt('/income')
    expect(screen.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy()
    await renderAt('/applications-old')
    expect(screen.getAllByRole('heading', { name: 'Sivua ei löytynyt' })).toHaveLength(2)
  })
})
