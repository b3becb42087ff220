import { ApiError } from '@pesa/shared'
import { act, renderHook } from '@testing-library/react'
import { useSubmit } from './use-submit'

describe('useSubmit', () => {
  it('sends once when submit is called again before the page re-renders (a double click, Enter and click)', async () => {
    let finish: () => void = () => undefined
    const action = jest.fn<Promise<void>, []>()
    action.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve))).mockImplementation(async () => undefined)
    const { result } = renderHook(() => useSubmit({ action }))
    const { submit } = result.current
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = submit()
      void submit()
    })
    expect(action).toHaveBeenCalledTimes(1)
    expect(result.current.busy).toBe(true)
    await act(async () => {
      finish()
      await first
    })
    expect(result.current.busy).toBe(false)
    await act(() => result.current.submit())
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('clears the expected error of the last submit when the next one starts', async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { errorCode: 'PASSWORD_UNACCEPTABLE' }))
      .mockResolvedValueOnce(undefined)
    const { result } = renderHook(() => useSubmit({ action, expectedErrors: ['PASSWORD_UNACCEPTABLE'] }))
    await act(() => result.current.submit())
    expect(result.current.error).toBe('PASSWORD_UNACCEPTABLE')
    await act(() => result.current.submit())
    expect(result.current.error).toBeUndefined()
  })
})
