import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { ConfirmDialog } from '.'

afterEach(() => act(() => languageStore.change('fi')))

function Thread({ onDelete }: { onDelete: () => Promise<void> }) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Poista viestiketju
      </button>
      {asking ? (
        <ConfirmDialog
          title="Poistetaanko viestiketju?"
          confirmLabel="Poista"
          onConfirm={async () => {
            await onDelete()
            setAsking(false)
          }}
          onCancel={() => setAsking(false)}
          data-qa="delete-thread"
        >
          <p>Poistoa ei voi perua.</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}

describe('ConfirmDialog', () => {
  it('asks with an alertdialog whose focus starts on cancel, and Escape cancels', async () => {
    const user = userEvent.setup()
    const onDelete = jest.fn(() => Promise.resolve())
    render(<Thread onDelete={onDelete} />)
    await user.click(screen.getByRole('button', { name: 'Poista viestiketju' }))
    expect(screen.getByRole('alertdialog', { name: 'Poistetaanko viestiketju?' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Peruuta' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onDelete).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Poista viestiketju' }))
  })

  it('is busy while the confirmed action runs: no second confirm, no cancel, Escape does nothing', async () => {
    const user = userEvent.setup()
    let finish!: () => void
    const onDelete = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Thread onDelete={onDelete} />)
    await user.click(screen.getByRole('button', { name: 'Poista viestiketju' }))
    await user.click(screen.getByRole('button', { name: 'Poista' }))
    const confirm = screen.getByRole('button', { name: 'Poista' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    expect(confirm.getAttribute('aria-busy')).toBe('true')
    expect((screen.getByRole('button', { name: 'Peruuta' }) as HTMLButtonElement).disabled).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    await act(async () => finish())
    expect(onDelete).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('answers in the active language by default', async () => {
    render(<ConfirmDialog title="Är du säker?" onConfirm={jest.fn()} onCancel={jest.fn()} />)
    await act(() => languageStore.change('sv'))
    expect(screen.getByRole('button', { name: 'Bekräfta' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeTruthy()
  })

  it('has no axe violations', async () => {
    const user = userEvent.setup()
    render(<Thread onDelete={jest.fn(() => Promise.resolve())} />)
    await user.click(screen.getByRole('button', { name: 'Poista viestiketju' }))
    await expectNoAxeViolations()
  })
})
