import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router'
import { languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { LeavePageWarning } from '.'

afterEach(() => act(() => languageStore.change('fi')))

function IncomeForm() {
  const [text, setText] = useState('')
  const navigate = useNavigate()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        // A save that clears the form and leaves in the same handler, before a render.
        setText('')
        void navigate('/income')
      }}
    >
      <label>
        Bruttotulot <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Tallenna</button>
      <Link to="/calendar">Kalenteri</Link>
      <Link to="/income/new?step=2">Seuraava vaihe</Link>
      <LeavePageWarning when={text !== ''} />
    </form>
  )
}

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/income/new', element: <IncomeForm /> },
      { path: '/income', element: <h1>Tulotiedot</h1> },
      { path: '/calendar', element: <h1>Kalenteri</h1> }
    ],
    { initialEntries: ['/income/new'] }
  )
  render(<RouterProvider router={router} />)
  return router
}

const leaveDialog = () => screen.queryByRole('alertdialog', { name: 'Poistutaanko sivulta?' })

describe('LeavePageWarning', () => {
  it('lets a navigation pass while nothing is typed', async () => {
    const user = userEvent.setup()
    const router = renderApp()
    await user.click(screen.getByRole('link', { name: 'Kalenteri' }))
    expect(router.state.location.pathname).toBe('/calendar')
  })

  it('stops a navigation away from typed input until the user answers; staying keeps the input', async () => {
    const user = userEvent.setup()
    const router = renderApp()
    await user.type(screen.getByRole('textbox', { name: 'Bruttotulot' }), '3200')
    await user.click(screen.getByRole('link', { name: 'Kalenteri' }))
    expect(leaveDialog()).toBeTruthy()
    expect(screen.getByText('Tallentamattomat muutokset menetetään.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/income/new')
    await user.click(screen.getByRole('button', { name: 'Jää sivulle' }))
    expect(leaveDialog()).toBeNull()
    expect(router.state.location.pathname).toBe('/income/new')
    expect((screen.getByRole('textbox', { name: 'Bruttotulot' }) as HTMLInputElement).value).toBe('3200')
  })

  it('leaves when the user confirms', async () => {
    const user = userEvent.setup()
    const router = renderApp()
    await user.type(screen.getByRole('textbox', { name: 'Bruttotulot' }), '3200')
    await user.click(screen.getByRole('link', { name: 'Kalenteri' }))
    await user.click(screen.getByRole('button', { name: 'Poistu sivulta' }))
    expect(router.state.location.pathname).toBe('/calendar')
    expect(screen.getByRole('heading', { name: 'Kalenteri' })).toBeTruthy()
  })

  it('stops a change of the query too, asking in the active language', async () => {
    const user = userEvent.setup()
    renderApp()
    await act(() => languageStore.change('en'))
    await user.type(screen.getByRole('textbox', { name: 'Bruttotulot' }), '3200')
    await user.click(screen.getByRole('link', { name: 'Seuraava vaihe' }))
    expect(screen.getByRole('alertdialog', { name: 'Leave the page?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stay on the page' })).toBeTruthy()
  })

  it('lets a save that clears the form navigate on without asking', async () => {
    const user = userEvent.setup()
    const router = renderApp()
    await user.type(screen.getByRole('textbox', { name: 'Bruttotulot' }), '3200')
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    expect(leaveDialog()).toBeNull()
    expect(router.state.location.pathname).toBe('/income')
  })

  it('asks the browser to confirm a reload or close only while input is unsaved', async () => {
    const user = userEvent.setup()
    renderApp()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await user.type(screen.getByRole('textbox', { name: 'Bruttotulot' }), '3200')
    expect(unload()).toBe(true)
    await user.clear(screen.getByRole('textbox', { name: 'Bruttotulot' }))
    expect(unload()).toBe(false)
  })

  it('has no axe violations while asking', async () => {
    const user = userEvent.setup()
    renderApp()
    await user.type(screen.getByRole('textbox', { name: 'Bruttotulot' }), '3200')
    await user.click(screen.getByRole('link', { name: 'Kalenteri' }))
    await expectNoAxeViolations()
  })
})
