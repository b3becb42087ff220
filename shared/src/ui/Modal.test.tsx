import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Modal } from './Modal'

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Avaa</button>
      {open ? (
        <Modal
          title="Istunto vanheni"
          onClose={closable ? () => setOpen(false) : undefined}
          actions={
            <>
              <button onClick={() => setOpen(false)}>Peruuta</button>
              <button>Kirjaudu</button>
            </>
          }
        >
          <p>Kirjaudu uudelleen.</p>
        </Modal>
      ) : null}
    </>
  )
}

describe('Modal', () => {
  it('is a labelled modal dialog and takes focus when it opens', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Avaa' }))
    const dialog = screen.getByRole('dialog', { name: 'Istunto vanheni' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Peruuta' }))
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Avaa' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kirjaudu' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Peruuta' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kirjaudu' }))
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Avaa' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('gives focus back to the opener drawn again while the dialog was open (same data-qa)', async () => {
    function Redrawn() {
      const [open, setOpen] = useState(false)
      const [round, setRound] = useState(0)
      return (
        <>
          <h1>Kalenteri</h1>
          {/* A new key: the list under the dialog was drawn again, the opener is a new element */}
          <button key={round} onClick={() => setOpen(true)} data-qa="open-day">
            Avaa
          </button>
          {open ? (
            <Modal title="Päivä" onClose={() => setOpen(false)} actions={<button onClick={() => setRound((r) => r + 1)}>Päivitä</button>}>
              <p>Tiistai</p>
            </Modal>
          ) : null}
        </>
      )
    }
    const user = userEvent.setup()
    render(<Redrawn />)
    await user.click(screen.getByRole('button', { name: 'Avaa' }))
    await user.click(screen.getByRole('button', { name: 'Päivitä' }))
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Avaa' }))
  })

  it('gives focus to the page heading when the opener is gone, never to the body', async () => {
    function Gone() {
      const [open, setOpen] = useState(false)
      const [deleted, setDeleted] = useState(false)
      return (
        <main>
          <h1>Viestit</h1>
          {deleted ? null : <button onClick={() => setOpen(true)}>Poista</button>}
          {open ? (
            <Modal
              title="Poistetaanko?"
              onClose={() => setOpen(false)}
              actions={
                <button
                  onClick={() => {
                    setDeleted(true)
                    setOpen(false)
                  }}
                >
                  Kyllä
                </button>
              }
            >
              <p>Ketju poistetaan.</p>
            </Modal>
          ) : null}
        </main>
      )
    }
    const user = userEvent.setup()
    render(<Gone />)
    await user.click(screen.getByRole('button', { name: 'Poista' }))
    await user.click(screen.getByRole('button', { name: 'Kyllä' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Viestit' }))
  })

  it('stays open on Escape when it has no close action', async () => {
    const user = userEvent.setup()
    render(<Harness closable={false} />)
    await user.click(screen.getByRole('button', { name: 'Avaa' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('lets only the dialog on top answer Tab and Escape when one opens over another', async () => {
    const user = userEvent.setup()
    function Stacked() {
      const [inner, setInner] = useState(false)
      const [outer, setOuter] = useState(true)
      return outer ? (
        <Modal title="Vaihda salasana" onClose={() => setOuter(false)} actions={<button onClick={() => setInner(true)}>Tallenna</button>}>
          {inner ? (
            <Modal title="Tapahtui virhe" role="alertdialog" onClose={() => setInner(false)} actions={<button>Selvä</button>}>
              <p>Yritä uudelleen.</p>
            </Modal>
          ) : null}
        </Modal>
      ) : null
    }
    render(<Stacked />)
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Selvä' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Selvä' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Vaihda salasana' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tallenna' }))
  })
})
