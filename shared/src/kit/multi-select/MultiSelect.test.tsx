import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { commonTexts, languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { filterOptions, MultiSelect } from '.'

beforeAll(() => commonTexts.load('fi'))
afterEach(() => act(() => languageStore.change('fi')))

const RECIPIENTS = [
  { value: 'g1', label: 'Ruskaryhmä', tag: 'henkilökunta' },
  { value: 'p1', label: 'Kaisa Koivisto' },
  { value: 'p2', label: 'Kalle Korhonen' },
  { value: 'p3', label: 'Anna Ahonen' }
]

describe('filterOptions', () => {
  it('keeps the options whose label or tag holds the query, case-insensitively, in order', () => {
    expect(filterOptions(RECIPIENTS, 'KO').map((option) => option.value)).toEqual(['p1', 'p2'])
    expect(filterOptions(RECIPIENTS, 'henkilö').map((option) => option.value)).toEqual(['g1'])
    expect(filterOptions(RECIPIENTS, '  ')).toBe(RECIPIENTS)
  })
})

function Form({ onChange = jest.fn(), initial = [] }: { onChange?: (value: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState(initial)
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Viesti">
      <MultiSelect
        label="Vastaanottajat"
        options={RECIPIENTS}
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
        data-qa="recipients"
      />
    </form>
  )
}

const combobox = () => screen.getByRole('combobox', { name: 'Vastaanottajat' })
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')

describe('MultiSelect', () => {
  it('filters as the user types, announces the matches and chooses several with Enter while the list stays open', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    await user.type(combobox(), 'ko')
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kaisa Koivisto', 'Kalle Korhonen'])
    expect(screen.getByRole('status').textContent).toBe('2 vaihtoehtoa')
    expect(activeOption()?.textContent).toBe('Kaisa Koivisto')
    await user.keyboard('{Enter}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(['p1', 'p2'])
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'true'])
    expect(screen.getByRole('list', { name: 'Valitut: Vastaanottajat' }).textContent).toContain('Kaisa Koivisto')
  })

  it('opens on ArrowDown, marks groups, and Enter on a chosen option removes it', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} initial={['g1']} />)
    combobox().focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: 'Ruskaryhmä henkilökunta' }).getAttribute('aria-selected')).toBe('true')
    expect(activeOption()?.textContent).toContain('Ruskaryhmä')
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('stops at the ends of the list and closes on Escape, then clears the text on a second Escape', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.type(combobox(), 'a')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(activeOption()?.textContent).toContain('Ruskaryhmä')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(activeOption()?.textContent).toBe('Anna Ahonen')
    await user.keyboard('{Escape}')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false)
    expect((combobox() as HTMLInputElement).value).toBe('a')
    await user.keyboard('{Escape}')
    expect((combobox() as HTMLInputElement).value).toBe('')
  })

  it('says when nothing matches', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.type(combobox(), 'xyz')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('Ei hakutuloksia')
  })

  it('chooses by click, keeping the focus in the input, and removes a chip by its button', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    await user.click(combobox())
    await user.click(screen.getByRole('option', { name: 'Anna Ahonen' }))
    expect(onChange).toHaveBeenLastCalledWith(['p3'])
    expect(document.activeElement).toBe(combobox())
    await user.click(screen.getByRole('button', { name: 'Poista Anna Ahonen' }))
    expect(onChange).toHaveBeenLastCalledWith([])
    expect(screen.queryByRole('list', { name: 'Valitut: Vastaanottajat' })).toBeNull()
  })

  it('speaks the active language', async () => {
    const user = userEvent.setup()
    render(<Form initial={['g1']} />)
    await act(() => languageStore.change('sv'))
    expect(screen.getByRole('button', { name: 'Ta bort Ruskaryhmä (henkilökunta)' })).toBeTruthy()
    await user.type(combobox(), 'k')
    expect(screen.getByRole('status').textContent).toBe('3 alternativ')
  })

  it('has no axe violations, closed and open with chosen options', async () => {
    const user = userEvent.setup()
    render(<Form initial={['p1']} />)
    await expectNoAxeViolations()
    await user.type(combobox(), 'k')
    await expectNoAxeViolations()
  })
})
