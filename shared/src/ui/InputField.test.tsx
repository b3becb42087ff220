import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { languageStore } from '../i18n/language'
import { commonTexts } from '../i18n/common'
import { InputField } from './InputField'

beforeAll(async () => {
  await commonTexts.load('fi')
  languageStore.initialize()
})

function renderField(props: Partial<Parameters<typeof InputField>[0]> = {}) {
  return render(
    <Suspense fallback="loading">
      <InputField label="Puhelin" value="" onChange={() => undefined} {...props} />
    </Suspense>
  )
}

describe('InputField', () => {
  it('is reachable by its label', async () => {
    renderField()
    expect(await screen.findByRole('textbox', { name: 'Puhelin' })).toBeTruthy()
  })

  it('binds the hint and the translated error with aria-describedby and marks itself invalid', async () => {
    renderField({ hint: 'Esim. 040 123 4567', error: 'INVALID_PHONE' })
    const input = await screen.findByRole('textbox', { name: 'Puhelin' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Esim. 040 123 4567', 'Virheellinen puhelinnumero'])
  })

  it('is neither invalid nor described without hint and error', async () => {
    renderField()
    const input = await screen.findByRole('textbox', { name: 'Puhelin' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})
