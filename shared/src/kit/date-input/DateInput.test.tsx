import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { commonTexts, languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { DateInput, type DateInputProps } from '.'

const TODAY = '2026-03-10'

beforeAll(async () => {
  await commonTexts.load('fi')
  ;(globalThis as { __pesaTest?: object }).__pesaTest = { mockedTime: `${TODAY}T10:00:00Z` }
})
afterAll(() => delete (globalThis as { __pesaTest?: object }).__pesaTest)
afterEach(() => act(() => languageStore.change('fi')))

function Form({ onChange, value: initial, ...props }: Partial<DateInputProps>) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateInput
        label="Aloituspäivä"
        value={value}
        onChange={(next, problem) => {
          setValue(next)
          onChange?.(next, problem)
        }}
        data-qa="start-date"
        {...props}
      />
      <button type="button" onClick={() => setValue('2026-12-24')}>
        Jouluaatto
      </button>
    </>
  )
}

const input = () => screen.getByRole('textbox', { name: 'Aloituspäivä' }) as HTMLInputElement
const calendarButton = () => screen.getByRole('button', { name: 'Valitse päivämäärä: Aloituspäivä' })
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .at(-1)

describe('DateInput', () => {
  it('gives the ISO date of a d.m.yyyy text and writes it as dd.mm.yyyy after blur', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    await user.type(input(), '5.3.2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05', undefined)
    await user.tab()
    expect(input().value).toBe('05.03.2026')
    expect(input().hasAttribute('aria-invalid')).toBe(false)
  })

  it('keeps a text that is not a date, reports INVALID_DATE and shows it once the field is left', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    await user.type(input(), '31.2.2026')
    expect(onChange).toHaveBeenLastCalledWith(undefined, 'INVALID_DATE')
    expect(input().hasAttribute('aria-invalid')).toBe(false)
    await user.tab()
    expect(input().value).toBe('31.2.2026')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(input())).toBe('Anna päivämäärä muodossa pp.kk.vvvv')
  })

  it('reports a date outside min and max with the bound it breaks', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} min="2026-03-01" max="2026-03-31" />)
    await user.type(input(), '28.2.2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28', 'DATE_TOO_EARLY')
    await user.tab()
    expect(errorOf(input())).toBe('Päivämäärä on liian aikaisin')
    await user.clear(input())
    await user.type(input(), '1.4.2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-04-01', 'DATE_TOO_LATE')
  })

  it('shows the form’s error instead of its own, and a value the form sets replaces the text', async () => {
    const user = userEvent.setup()
    render(<Form error="REQUIRED" />)
    expect(errorOf(input())).toBe('Pakollinen tieto')
    await user.click(screen.getByRole('button', { name: 'Jouluaatto' }))
    expect(input().value).toBe('24.12.2026')
  })

  it('opens a calendar on today, Monday first, with the focus on the day', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.click(calendarButton())
    expect(calendarButton().getAttribute('aria-expanded')).toBe('true')
    const dialog = screen.getByRole('dialog', { name: 'Valitse päivämäärä: Aloituspäivä' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('grid', { name: 'maaliskuu 2026' })).toBeTruthy()
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'tiistaina 10. maaliskuuta 2026' }))
    expect(document.activeElement?.getAttribute('aria-current')).toBe('date')
  })

  it('moves by arrows, weeks, week ends and months, and Enter chooses the day', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} value="2026-03-10" />)
    await user.click(calendarButton())
    const focusedName = () => document.activeElement?.getAttribute('aria-label')
    await user.keyboard('{ArrowRight}')
    expect(focusedName()).toBe('keskiviikkona 11. maaliskuuta 2026')
    await user.keyboard('{ArrowDown}')
    expect(focusedName()).toBe('keskiviikkona 18. maaliskuuta 2026')
    await user.keyboard('{Home}')
    expect(focusedName()).toBe('maanantaina 16. maaliskuuta 2026')
    await user.keyboard('{End}')
    expect(focusedName()).toBe('sunnuntaina 22. maaliskuuta 2026')
    await user.keyboard('{PageDown}')
    expect(focusedName()).toBe('keskiviikkona 22. huhtikuuta 2026')
    expect(screen.getByRole('grid', { name: 'huhtikuu 2026' })).toBeTruthy()
    await user.keyboard('{Shift>}{PageUp}{/Shift}')
    expect(focusedName()).toBe('tiistaina 22. huhtikuuta 2025')
    await user.keyboard('{ArrowLeft}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2025-04-21', undefined)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(input().value).toBe('21.04.2025')
    expect(document.activeElement).toBe(input())
  })

  it('marks the chosen day selected, disables days outside min and max and keeps the focus within them', async () => {
    const user = userEvent.setup()
    render(<Form value="2026-03-03" min="2026-03-02" max="2026-03-20" />)
    await user.click(calendarButton())
    const chosen = screen.getByRole('button', { name: 'tiistaina 3. maaliskuuta 2026' })
    expect(chosen.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true')
    expect((screen.getByRole('button', { name: 'sunnuntaina 1. maaliskuuta 2026' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'lauantaina 21. maaliskuuta 2026' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Edellinen kuukausi' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Seuraava kuukausi' }) as HTMLButtonElement).disabled).toBe(true)
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('maanantaina 2. maaliskuuta 2026')
    await user.keyboard('{PageDown}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('perjantaina 20. maaliskuuta 2026')
  })

  it('marks unavailable days in the calendar, does not choose them, and reports a typed one as DATE_UNSELECTABLE', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} isDateUnavailable={(iso) => iso === '2026-03-12'} />)
    await user.click(calendarButton())
    const taken = screen.getByRole('button', { name: 'torstaina 12. maaliskuuta 2026' })
    expect(taken.getAttribute('aria-disabled')).toBe('true')
    await user.click(taken)
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    await user.type(input(), '12.3.2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-12', 'DATE_UNSELECTABLE')
    await user.tab()
    expect(errorOf(input())).toBe('Tätä päivämäärää ei voi valita')
  })

  it('closes on Escape with the focus back on its button, and on a click outside', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.click(calendarButton())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(calendarButton())
    await user.click(calendarButton())
    await user.click(screen.getByRole('button', { name: 'Jouluaatto' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab inside the open calendar', async () => {
    const user = userEvent.setup()
    render(<Form />)
    await user.click(calendarButton())
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edellinen kuukausi' }))
    await user.tab({ shift: true })
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
  })

  it('names months and weekdays in the active language', async () => {
    const user = userEvent.setup()
    render(<Form value="2026-03-10" />)
    await act(() => languageStore.change('sv'))
    await user.click(screen.getByRole('button', { name: 'Välj datum: Aloituspäivä' }))
    expect(screen.getByRole('grid', { name: 'mars 2026' })).toBeTruthy()
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('abbr')).toBe('måndag')
    await act(() => languageStore.change('en'))
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy()
    expect(screen.getByText('dd.mm.yyyy')).toBeTruthy()
  })

  it('has no axe violations, closed with an error and open', async () => {
    const user = userEvent.setup()
    render(<Form error="INVALID_DATE" />)
    await expectNoAxeViolations()
    await user.click(calendarButton())
    await expectNoAxeViolations()
  })
})
