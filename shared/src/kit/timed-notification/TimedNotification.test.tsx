import { act, render, screen } from '@testing-library/react'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { TimedNotification } from './TimedNotification'

describe('TimedNotification', () => {
  afterEach(() => jest.useRealTimers())

  it('shows the message in a polite live region and closes itself after the time', () => {
    jest.useFakeTimers()
    const onClose = jest.fn()
    const { rerender } = render(<TimedNotification message={null} onClose={onClose} />)
    expect(screen.getByRole('status').textContent).toBe('')
    rerender(<TimedNotification message="Viesti lähetetty" onClose={onClose} durationMs={1000} />)
    expect(screen.getByRole('status').textContent).toBe('Viesti lähetetty')
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
    act(() => jest.advanceTimersByTime(999))
    expect(onClose).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('has no accessibility violations while shown', async () => {
    render(<TimedNotification message="Viesti lähetetty" onClose={() => undefined} />)
    await expectNoAxeViolations()
  })
})
