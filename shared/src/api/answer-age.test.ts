import { act, renderHook } from '@testing-library/react'
import { noteAnswerAge, useShownAsOf } from './answer-age'

describe('how old the answers on the page are', () => {
  it('is the oldest cached answer, until an answer comes from the network', () => {
    const { result } = renderHook(() => useShownAsOf())
    expect(result.current).toBeUndefined()
    act(() => noteAnswerAge('2026-11-28T08:00:00.000Z'))
    act(() => noteAnswerAge('2026-11-28T09:00:00.000Z'))
    expect(result.current).toBe('2026-11-28T08:00:00.000Z')
    act(() => noteAnswerAge('2026-11-28T07:00:00.000Z'))
    expect(result.current).toBe('2026-11-28T07:00:00.000Z')
    act(() => noteAnswerAge(null))
    expect(result.current).toBeUndefined()
  })
})
