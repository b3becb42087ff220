import { Button, languageStore } from '@pesa/shared'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DateInput } from '../kit/date-input'
import type { FieldErrors, ValidationCode } from '../validators/codes'
import { SubmitForm } from './SubmitForm'
import { useSubmit } from './use-submit'

/** A form as the remotes write them: a required date whose text may not parse. */
function DateForm({ save }: { save: (date: string) => Promise<void> }) {
  const [date, setDate] = useState<string>()
  const [problem, setProblem] = useState<ValidationCode>()
  const submission = useSubmit<void, never, 'date'>({
    validate: (): FieldErrors<'date'> => ({ date: date ? undefined : 'REQUIRED' }),
    problems: { date: problem },
    action: () => save(date!)
  })
  return (
    <SubmitForm submission={submission} data-qa="date-form">
      <DateInput
        label="Päivä"
        value={date}
        onChange={(value, next) => {
          setDate(value)
          setProblem(next)
        }}
        error={submission.fieldErrors.date}
        required
      />
      <Button type="submit">Lähetä</Button>
    </SubmitForm>
  )
}

const notice = () => document.querySelector('[data-qa="form-invalid"]')

describe('form errors: the same three cases in every form', () => {
  beforeAll(async () => {
    await languageStore.change('fi')
    Element.prototype.scrollIntoView = () => undefined
  })

  it('missing, then malformed, then fixed: each field re-validates as it changes after a failed submit, and the top notice follows', async () => {
    const user = userEvent.setup()
    const save = jest.fn(async () => undefined)
    render(<DateForm save={save} />)
    expect(screen.queryByRole('alert')).toBeNull()

    // Missing: the submit is stopped, the field says so and the notice appears at the top.
    await user.click(screen.getByRole('button', { name: 'Lähetä' }))
    expect(save).not.toHaveBeenCalled()
    const input = screen.getByRole('textbox', { name: /Päivä/ })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Pakollinen tieto')).not.toBeNull()
    expect(notice()).not.toBeNull()

    // Malformed: a different message, at once, without another submit.
    await user.type(input, '31.2.2026')
    expect(screen.queryByText('Pakollinen tieto')).toBeNull()
    expect(screen.getByText('Anna päivämäärä muodossa pp.kk.vvvv')).not.toBeNull()
    expect(notice()).not.toBeNull()
    // Malformed stays malformed when the button is pressed: not "required".
    await user.click(screen.getByRole('button', { name: 'Lähetä' }))
    expect(save).not.toHaveBeenCalled()
    expect(screen.getByText('Anna päivämäärä muodossa pp.kk.vvvv')).not.toBeNull()
    expect(screen.queryByText('Pakollinen tieto')).toBeNull()

    // Fixed: the error and the notice go as the guardian types, before any submit.
    await user.clear(input)
    await user.type(input, '2.3.2026')
    expect(input.getAttribute('aria-invalid')).not.toBe('true')
    expect(notice()).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Lähetä' }))
    expect(save).toHaveBeenCalledWith('2026-03-02')
  })
})
