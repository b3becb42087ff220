import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { commonTexts } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { DateRangeInput, type DateRange, type DateRangeProblems } from '.'

beforeAll(() => commonTexts.load('fi'))

function Form({ onChange }: { onChange: (range: DateRange, problems: DateRangeProblems) => void }) {
  const [range, setRange] = useState<DateRange>({})
  return (
    <DateRangeInput
      legend="Poissaolo"
      startLabel="Alkaa"
      endLabel="Päättyy"
      value={range}
      onChange={(next, problems) => {
        setRange(next)
        onChange(next, problems)
      }}
      min="2026-01-01"
      data-qa="absence"
    />
  )
}

describe('DateRangeInput', () => {
  it('is a group named by its legend with a start and an end date', () => {
    render(<Form onChange={jest.fn()} />)
    const group = screen.getByRole('group', { name: 'Poissaolo' })
    expect(group.querySelector('[data-qa="absence-start"]')).toBe(screen.getByRole('textbox', { name: 'Alkaa' }))
    expect(group.querySelector('[data-qa="absence-end"]')).toBe(screen.getByRole('textbox', { name: 'Päättyy' }))
  })

  it('reports an end before the start as too early, and answers it again when the start moves', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Alkaa' }), '10.3.2026')
    await user.type(screen.getByRole('textbox', { name: 'Päättyy' }), '9.3.2026')
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-10', end: '2026-03-09' }, { start: undefined, end: 'DATE_TOO_EARLY' })
    await user.tab()
    expect(screen.getByText('Päivämäärä on liian aikaisin')).toBeTruthy()
    await user.clear(screen.getByRole('textbox', { name: 'Alkaa' }))
    await user.type(screen.getByRole('textbox', { name: 'Alkaa' }), '1.3.2026')
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-09' }, { start: undefined, end: undefined })
    expect(screen.queryByText('Päivämäärä on liian aikaisin')).toBeNull()
  })

  it('keeps reporting a date that cannot be read while the other one changes', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Päättyy' }), '40.3.2026')
    await user.type(screen.getByRole('textbox', { name: 'Alkaa' }), '1.12.2025')
    expect(onChange).toHaveBeenLastCalledWith({ start: '2025-12-01', end: undefined }, { start: 'DATE_TOO_EARLY', end: 'INVALID_DATE' })
  })

  it('has no axe violations', async () => {
    render(<Form onChange={jest.fn()} />)
    await expectNoAxeViolations()
  })
})
