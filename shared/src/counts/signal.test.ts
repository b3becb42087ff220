import { notifyCountsChanged, onCountsChanged } from './signal'

describe('counts-changed signal', () => {
  it('reaches every listener until it unsubscribes', () => {
    const first = jest.fn()
    const second = jest.fn()
    const stopFirst = onCountsChanged(first)
    const stopSecond = onCountsChanged(second)
    notifyCountsChanged()
    stopFirst()
    notifyCountsChanged()
    stopSecond()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })
})
