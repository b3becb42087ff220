import { ApiError, Button, InputField, languageStore, onCountsChanged } from '@pesa/shared'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { firstError, required, type FieldErrors } from '../validators/codes'
import { phone } from '../validators/contact'
import { SubmitForm } from './SubmitForm'
import { useSubmit } from './use-submit'

interface Contact {
  name: string
  phone: string
}

/** The form as a screen writes it: state of its own, rules from the validators, the call from props. */
function ContactForm({ save, onSaved = () => undefined }: { save: (contact: Contact) => Promise<void>; onSaved?: () => void }) {
  const [form, setForm] = useState<Contact>({ name: '', phone: '' })
  const submission = useSubmit({
    validate: (): FieldErrors<keyof Contact> => ({ name: required(form.name), phone: firstError(form.phone, required, phone) }),
    action: () => save(form),
    onSuccess: onSaved,
    expectedErrors: ['USERNAME_IN_USE'],
    countsChanged: true
  })
  return (
    <SubmitForm submission={submission} data-qa="contact-form">
      <InputField label="Nimi" value={form.name} onChange={(name) => setForm({ ...form, name })} error={submission.fieldErrors.name} />
      <InputField label="Puhelin" value={form.phone} onChange={(value) => setForm({ ...form, phone: value })} error={submission.fieldErrors.phone} />
      {submission.error === 'USERNAME_IN_USE' ? <p role="alert">Tunnus on jo käytössä</p> : null}
      <Button type="submit" busy={submission.busy}>
        Tallenna
      </Button>
    </SubmitForm>
  )
}

const validError = (status: number, body: ConstructorParameters<typeof ApiError>[1]) => new ApiError(status, body)

describe('useSubmit with SubmitForm', () => {
  const scrolled: Element[] = []
  beforeAll(async () => {
    await languageStore.change('fi')
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
  })
  beforeEach(() => {
    scrolled.length = 0
  })

  it('checks the client rules first, calls nothing, and moves focus to the first invalid field', async () => {
    const user = userEvent.setup()
    const save = jest.fn()
    render(<ContactForm save={save} />)
    await user.type(screen.getByLabelText('Nimi'), 'Liisa')
    await user.type(screen.getByLabelText('Puhelin'), '12')
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    const phoneInput = screen.getByLabelText('Puhelin')
    expect(save).not.toHaveBeenCalled()
    expect(phoneInput.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Virheellinen puhelinnumero').id).toBe(phoneInput.getAttribute('aria-describedby'))
    expect(document.activeElement).toBe(phoneInput)
    expect(scrolled).toEqual([phoneInput])
    expect((phoneInput as HTMLInputElement).value).toBe('12')
  })

  it('runs the action once however often it is clicked while busy, then tells the counts', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const saved = jest.fn()
    const counts = jest.fn()
    const stopListening = onCountsChanged(counts)
    render(<ContactForm save={save} onSaved={saved} />)
    await user.type(screen.getByLabelText('Nimi'), 'Liisa')
    await user.type(screen.getByLabelText('Puhelin'), '044 555 0123')
    const button = screen.getByRole('button', { name: 'Tallenna' }) as HTMLButtonElement
    await user.click(button)
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await user.type(screen.getByLabelText('Puhelin'), '{Enter}')
    expect(save).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(saved).toHaveBeenCalledTimes(1)
    expect(counts).toHaveBeenCalledTimes(1)
    expect(button.disabled).toBe(false)
    stopListening()
  })

  it("shows the server's field errors on the fields by name and focuses the first", async () => {
    const user = userEvent.setup()
    const save = jest.fn(async () => {
      throw validError(400, { errorCode: 'VALIDATION_FAILED', fieldErrors: { phone: 'INVALID_PHONE' } })
    })
    render(<ContactForm save={save} />)
    await user.type(screen.getByLabelText('Nimi'), 'Liisa')
    await user.type(screen.getByLabelText('Puhelin'), '044 555 0123')
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    expect(screen.getByText('Virheellinen puhelinnumero')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Puhelin'))
    expect((screen.getByLabelText('Puhelin') as HTMLInputElement).value).toBe('044 555 0123')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await expectNoAxeViolations()
  })

  it('gives an expected error code to the screen, not to the dialog', async () => {
    const user = userEvent.setup()
    render(<ContactForm save={async () => Promise.reject(validError(409, { errorCode: 'USERNAME_IN_USE' }))} />)
    await user.type(screen.getByLabelText('Nimi'), 'Liisa')
    await user.type(screen.getByLabelText('Puhelin'), '044 555 0123')
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    expect(screen.getByRole('alert').textContent).toBe('Tunnus on jo käytössä')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it.each([
    ['a server error', validError(500, { errorCode: 'INTERNAL_ERROR' }), 'Tapahtui odottamaton virhe. Yritä uudelleen.'],
    ['no connection', validError(0, undefined), 'Yhteys palveluun ei onnistunut. Tarkista verkkoyhteys ja yritä uudelleen.'],
    ['a refusal the form has no text for', validError(403, { errorCode: 'STRONG_AUTH_REQUIRED' }), 'Tapahtui odottamaton virhe. Yritä uudelleen.'],
    [
      'field errors for fields the form does not show',
      validError(400, { errorCode: 'VALIDATION_FAILED', fieldErrors: { email: 'INVALID_EMAIL' } }),
      'Tapahtui odottamaton virhe. Yritä uudelleen.'
    ]
  ])('opens the generic error dialog for %s and keeps the input', async (_, error, text) => {
    const user = userEvent.setup()
    render(<ContactForm save={async () => Promise.reject(error)} />)
    await user.type(screen.getByLabelText('Nimi'), 'Liisa')
    await user.type(screen.getByLabelText('Puhelin'), '044 555 0123')
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tapahtui virhe' })
    expect(dialog.textContent).toContain(text)
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Selvä' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect((screen.getByLabelText('Nimi') as HTMLInputElement).value).toBe('Liisa')
    expect((screen.getByLabelText('Puhelin') as HTMLInputElement).value).toBe('044 555 0123')
  })

  it("shows the server's request id in the generic error dialog as the code for support", async () => {
    const user = userEvent.setup()
    const requestId = '3f0c6a52-9d1e-4b7a-a1c2-5e8d9f0b1c2d'
    render(<ContactForm save={async () => Promise.reject(new ApiError(500, { errorCode: 'INTERNAL_ERROR' }, requestId))} />)
    await user.type(screen.getByLabelText('Nimi'), 'Liisa')
    await user.type(screen.getByLabelText('Puhelin'), '044 555 0123')
    await user.click(screen.getByRole('button', { name: 'Tallenna' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tapahtui virhe' })
    expect(dialog.querySelector('[data-qa="error-dialog-support-code"]')?.textContent).toBe(`Virhekoodi tukea varten: ${requestId}`)
    await expectNoAxeViolations()
  })
})
