import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { Link, MemoryRouter, Route, Routes } from 'react-router'
import { pageTitle, usePageTitleAndFocus } from './page-title'

function Frame({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null)
  usePageTitleAndFocus(main, 'Pesä')
  return (
    <>
      <nav>
        <Link to="/calendar">Kalenteri</Link>
      </nav>
      <main ref={main}>{children}</main>
    </>
  )
}

/** A page whose heading arrives after its first read, as an area's does. */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false)
  return loaded ? <h1>Viestit</h1> : <button onClick={() => setLoaded(true)}>load</button>
}

/** From /map to a page whose heading is drawn only after its load button is pressed. */
async function openLoadingPage() {
  render(
    <MemoryRouter initialEntries={['/map']}>
      <Frame>
        <Routes>
          <Route path="/map" element={<Link to="/messages">messages</Link>} />
          <Route path="/messages" element={<LoadingPage />} />
        </Routes>
      </Frame>
    </MemoryRouter>
  )
  await userEvent.click(screen.getByRole('link', { name: 'messages' }))
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame>
        <Routes>
          <Route path="/map" element={<Link to="/map/unit">Päiväkoti Tähtitarha</Link>} />
          <Route path="/map/unit" element={<h1>Päiväkoti Tähtitarha</h1>} />
          <Route
            path="/calendar"
            element={
              <>
                <h1>Kalenteri</h1>
                <input aria-label="search" />
              </>
            }
          />
        </Routes>
      </Frame>
    </MemoryRouter>
  )
}

describe('page title and focus', () => {
  test('the title is the main heading and the service, or the service alone', () => {
    expect(pageTitle('  Kalenteri \n', 'Pesä')).toBe('Kalenteri – Pesä')
    expect(pageTitle('', 'Pesä')).toBe('Pesä')
    expect(pageTitle(undefined, 'Pesä')).toBe('Pesä')
  })

  test('follows the page, its heading drawn later and changed (another language)', async () => {
    renderAt('/calendar')
    expect(document.title).toBe('Kalenteri – Pesä')
    // The first view leaves focus to the browser.
    expect(document.activeElement).toBe(document.body)
    await act(async () => {
      screen.getByRole('heading').textContent = 'Kalender'
    })
    expect(document.title).toBe('Kalender – Pesä')
  })

  test('a link that leaves with its page puts focus on the new heading, not the body', async () => {
    renderAt('/map')
    await userEvent.click(screen.getByRole('link', { name: 'Päiväkoti Tähtitarha' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Päiväkoti Tähtitarha' }))
    expect(document.title).toBe('Päiväkoti Tähtitarha – Pesä')
  })

  test('a navigation link outside the main area hands focus to the page heading', async () => {
    renderAt('/map')
    await userEvent.click(screen.getByRole('link', { name: 'Kalenteri' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Kalenteri' }))
  })
})

describe('focus is left alone', () => {
  test('on a field the new page focused itself', async () => {
    render(
      <MemoryRouter initialEntries={['/map']}>
        <Frame>
          <Routes>
            <Route path="/map" element={<Link to="/form">form</Link>} />
            <Route
              path="/form"
              element={
                <>
                  <h1>Lomake</h1>
                  {/* A page that puts focus on a field of its own. */}
                  {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                  <input aria-label="autofocused" autoFocus />
                </>
              }
            />
          </Routes>
        </Frame>
      </MemoryRouter>
    )
    await userEvent.click(screen.getByRole('link', { name: 'form' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'autofocused' }))
  })

  test('while the page loads, then the heading takes it once the focused element is gone', async () => {
    await openLoadingPage()
    expect(document.title).toBe('Pesä')
    // The load button is in the main area and focused by the click: focus stays with the guardian.
    await userEvent.click(screen.getByRole('button', { name: 'load' }))
    expect(document.title).toBe('Viestit – Pesä')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Viestit' }))
  })

  test('where the guardian moved it while the page loaded', async () => {
    await openLoadingPage()
    const menu = document.createElement('button')
    document.body.append(menu)
    menu.focus()
    await act(async () => {
      screen.getByRole('button', { name: 'load' }).click()
    })
    expect(document.title).toBe('Viestit – Pesä')
    expect(document.activeElement).toBe(menu)
    menu.remove()
  })
})
