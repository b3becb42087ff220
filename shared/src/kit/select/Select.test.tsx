import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { commonTexts, languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { Select, type SelectProps } from '.'

beforeAll(() => commonTexts.load('fi'))
afterEach(() => act(() => languageStore.change('fi')))

const OPTIONS = [
  { value: 'DAYCARE', label: 'Varhaiskasvatus' },
  { value: 'CLUB', label: 'Kerho' },
  { value: 'PRESCHOOL', label: 'Esiopetus', disabled: true }
]

function Form({ onChange, ...props }: Partial<SelectProps>) {
  const [value, setValue] = useState<string | undefined>()
  return (
    <Select
      label="Hakemustyyppi"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
      {...props}
    />
  )
}

describe('Select', () => {
  it('starts with the empty choice and gives the chosen value, undefined for the empty one', async () => {
    const user = userEvent.setup()
    const onChange = jest.fn()
    render(<Form onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Hakemustyyppi' }) as HTMLSelectElement
    expect(select.value).toBe('')
    expect(screen.getByRole('option', { name: 'Valitse' })).toBeTruthy()
    await user.selectOptions(select, 'Kerho')
    expect(onChange).toHaveBeenLastCalledWith('CLUB')
    await user.selectOptions(select, 'Valitse')
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    expect((screen.getByRole('option', { name: 'Esiopetus' }) as HTMLOptionElement).disabled).toBe(true)
  })

  it('leaves out the empty choice when told, and names it in the active language', async () => {
    const { unmount } = render(<Form placeholder={false} />)
    expect(screen.queryByRole('option', { name: 'Valitse' })).toBeNull()
    unmount()
    render(<Form />)
    await act(() => languageStore.change('sv'))
    expect(screen.getByRole('option', { name: 'Välj' })).toBeTruthy()
  })

  it('binds hint and error with aria-describedby and is invalid with an error', () => {
    render(<Form hint="Valitse yksi" error="REQUIRED" />)
    const select = screen.getByRole('combobox', { name: 'Hakemustyyppi' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(
      select
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
    ).toEqual(['Valitse yksi', 'Pakollinen tieto'])
  })

  it('has no axe violations', async () => {
    render(<Form error="REQUIRED" required />)
    await expectNoAxeViolations()
  })
})
