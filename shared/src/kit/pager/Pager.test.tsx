import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { Pager } from '.'

afterEach(() => act(() => languageStore.change('fi')))

describe('Pager', () => {
  it('is hidden when there is one page', () => {
    const { container } = render(<Pager page={1} pages={1} onPage={jest.fn()} />)
    expect(container.innerHTML).toBe('')
  })

  it('is a navigation with the current page marked, and answers the page chosen', async () => {
    const user = userEvent.setup()
    const onPage = jest.fn()
    render(<Pager page={5} pages={20} onPage={onPage} />)
    const navigation = screen.getByRole('navigation', { name: 'Sivut' })
    expect(navigation.querySelector('[aria-current="page"]')).toBe(screen.getByRole('button', { name: 'Sivu 5' }))
    expect(screen.getAllByRole('button', { name: /^Sivu / }).map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '20'])
    await user.click(screen.getByRole('button', { name: 'Sivu 20' }))
    expect(onPage).toHaveBeenLastCalledWith(20)
    await user.click(screen.getByRole('button', { name: /Edellinen sivu/ }))
    expect(onPage).toHaveBeenLastCalledWith(4)
    await user.click(screen.getByRole('button', { name: /Seuraava sivu/ }))
    expect(onPage).toHaveBeenLastCalledWith(6)
  })

  it('disables the step past either end', () => {
    const { rerender } = render(<Pager page={1} pages={3} onPage={jest.fn()} />)
    expect((screen.getByRole('button', { name: /Edellinen sivu/ }) as HTMLButtonElement).disabled).toBe(true)
    rerender(<Pager page={3} pages={3} onPage={jest.fn()} />)
    expect((screen.getByRole('button', { name: /Seuraava sivu/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('speaks the active language', async () => {
    render(<Pager page={1} pages={3} onPage={jest.fn()} />)
    await act(() => languageStore.change('sv'))
    expect(screen.getByRole('navigation', { name: 'Sidor' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sida 2' })).toBeTruthy()
  })

  it('has no axe violations', async () => {
    render(<Pager page={5} pages={20} onPage={jest.fn()} />)
    await expectNoAxeViolations()
  })
})
