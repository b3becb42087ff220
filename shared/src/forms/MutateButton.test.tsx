import { ApiError, languageStore } from '@pesa/shared'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { MutateButton } from './MutateButton'

describe('MutateButton', () => {
  beforeAll(() => languageStore.change('fi'))

  it('calls its mutation once while busy, then reports success', async () => {
    const user = userEvent.setup()
    let finish: (value: string) => void = () => undefined
    const action = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const onSuccess = jest.fn()
    render(
      <MutateButton action={action} onSuccess={onSuccess}>
        Lähetä koodi
      </MutateButton>
    )
    const button = screen.getByRole('button', { name: 'Lähetä koodi' }) as HTMLButtonElement
    await user.click(button)
    await user.click(button)
    expect(button.disabled).toBe(true)
    expect(action).toHaveBeenCalledTimes(1)
    await act(async () => finish('sent'))
    expect(onSuccess).toHaveBeenCalledWith('sent')
    expect(button.disabled).toBe(false)
  })

  it('hands an expected code to the caller and opens the dialog for anything else', async () => {
    const user = userEvent.setup()
    const onExpectedError = jest.fn()
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(429, { errorCode: 'VERIFICATION_CODE_LIMIT' }))
      .mockRejectedValueOnce(new ApiError(503, { errorCode: 'SERVICE_UNAVAILABLE' }))
    render(
      <MutateButton action={action} expectedErrors={['VERIFICATION_CODE_LIMIT']} onExpectedError={onExpectedError}>
        Lähetä koodi
      </MutateButton>
    )
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }))
    expect(onExpectedError).toHaveBeenCalledWith('VERIFICATION_CODE_LIMIT')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Lähetä koodi' }))
    expect(await screen.findByRole('alertdialog', { name: 'Tapahtui virhe' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Selvä' }))
    await expectNoAxeViolations()
  })
})
