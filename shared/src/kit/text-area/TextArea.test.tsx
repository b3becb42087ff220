import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { commonTexts, languageStore } from '@pesa/shared'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { TextArea, type TextAreaProps } from '.'

beforeAll(() => commonTexts.load('fi'))
afterEach(() => act(() => languageStore.change('fi')))

function Form(props: Partial<TextAreaProps>) {
  const [value, setValue] = useState('')
  return <TextArea label="Lisätiedot" value={value} onChange={setValue} maxLength={10} {...props} />
}

describe('TextArea', () => {
  it('gives what is typed, cut at the server limit', async () => {
    const user = userEvent.setup()
    render(<Form />)
    const text = screen.getByRole('textbox', { name: 'Lisätiedot' }) as HTMLTextAreaElement
    await user.type(text, 'yksi kaksi kolme')
    expect(text.value).toBe('yksi kaksi')
  })

  it('binds the hint and the translated error and marks itself invalid', async () => {
    const { container } = render(<Form hint="Vapaaehtoinen" error="REQUIRED" required />)
    const text = screen.getByRole('textbox', { name: 'Lisätiedot' })
    expect(text.getAttribute('aria-invalid')).toBe('true')
    expect(text.getAttribute('aria-required')).toBe('true')
    const described = (text.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Vapaaehtoinen', 'Pakollinen tieto'])
    await expectNoAxeViolations(container)
  })

  it('is neither invalid nor described without hint and error', () => {
    render(<Form />)
    const text = screen.getByRole('textbox', { name: 'Lisätiedot' })
    expect(text.hasAttribute('aria-invalid')).toBe(false)
    expect(text.hasAttribute('aria-describedby')).toBe(false)
  })
})
