import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { commonTexts, languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { readTimeText, TimeInput } from '.'

beforeAll(() => commonTexts.load('fi'))
afterEach(() => act(() => languageStore.change('fi')))

describe('readTimeText', () => {
  it('reads hh:mm, h:mm and h.mm as a 24-hour HH:MM', () => {
    expect(readTimeText('08:30')).toEqual({ value: '08:30' })
    expect(readTimeText('8:30')).toEqual({ value: '08:30' })
    expect(readTimeText(' 17.05 ')).toEqual({ value: '17:05' })
    expect(readTimeText('0.00')).toEqual({ value: '00:00' })
    expect(readTimeText('23:59')).toEqual({ value: '23:59' })
  })

  it('answers INVALID_FORMAT for anything that is not a time of day', () => {
    for (const text of ['24:00', '12:60', '8', '830', '8:3', '8,30', '8:30 pm', '-1:00']) expect(readTimeText(text)).toEqual({ problem: 'INVALID_FORMAT' })
  })

  it('reads an empty text as no time and no problem', () => {
    expect(readTimeText('')).toEqual({})
  })
})

function Form({ onChange }: { onChange: (value: string | undefined, problem: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>()
  return (
    <TimeInput
      label="Alkaa klo"
      value={value}
      onChange={(next, problem) => {
        setValue(next)
        onChange(next, problem)
      }}
    />
  )
}

describe('TimeInput', () => {
  it('gives HH:MM and writes the text in that form once the field is left', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Alkaa klo' }) as HTMLInputElement
    await user.type(input, '7.45')
    expect(onChange).toHaveBeenLastCalledWith('07:45', undefined)
    await user.tab()
    expect(input.value).toBe('07:45')
  })

  it('keeps a wrong text and shows INVALID_FORMAT, bound to the input, once the field is left', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Alkaa klo' }) as HTMLInputElement
    await user.type(input, '25:00')
    expect(onChange).toHaveBeenLastCalledWith(undefined, 'INVALID_FORMAT')
    await user.tab()
    expect(input.value).toBe('25:00')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
    ).toEqual(['tt:mm', 'Väärä muoto'])
  })

  it('gives the format hint in the active language', async () => {
    render(<Form onChange={jest.fn()} />)
    await act(() => languageStore.change('en'))
    expect(screen.getByText('hh:mm')).toBeTruthy()
  })

  it('has no axe violations', async () => {
    const user = userEvent.setup()
    render(<Form onChange={jest.fn()} />)
    await user.type(screen.getByRole('textbox'), 'x')
    await user.tab()
    await expectNoAxeViolations()
  })
})
