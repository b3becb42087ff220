import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectNoAxeViolations } from '@pesa/shared/testing'
import { LoadMore } from '.'

/** IntersectionObserver as the browser has it: a new observer reports at once whether its element is in view. */
let inView = false
const observers = new Set<FakeObserver>()
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this)
    const visible = inView
    queueMicrotask(() => observers.has(this) && this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never))
  }
  disconnect() {
    observers.delete(this)
  }
  scrollInView() {
    inView = true
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
  }
}

beforeAll(() => {
  globalThis.IntersectionObserver = FakeObserver as never
})
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
})
beforeEach(() => {
  inView = false
  observers.clear()
})

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

const button = () => screen.getByRole('button', { name: 'Näytä lisää' })

describe('LoadMore', () => {
  it('loads when pressed, busy until the load ends, and is gone when there is no more', async () => {
    const user = userEvent.setup()
    const load = deferred()
    const onLoadMore = jest.fn(() => load.promise)
    const { rerender, container } = render(<LoadMore hasMore onLoadMore={onLoadMore} />)
    await user.click(button())
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    expect(button().getAttribute('aria-busy')).toBe('true')
    await act(async () => load.resolve())
    expect(button().hasAttribute('aria-busy')).toBe(false)
    rerender(<LoadMore hasMore={false} onLoadMore={onLoadMore} />)
    expect(container.innerHTML).toBe('')
  })

  it('does not watch the scroll unless told', async () => {
    render(<LoadMore hasMore onLoadMore={jest.fn()} />)
    await act(async () => undefined)
    expect(observers.size).toBe(0)
  })

  it('loads on scrolling to the end, and again after each load while the end stays in view', async () => {
    const loads = [deferred(), deferred()]
    let calls = 0
    const onLoadMore = jest.fn(() => loads[calls++]!.promise)
    render(<LoadMore hasMore onLoadMore={onLoadMore} onScroll />)
    await act(async () => undefined)
    expect(onLoadMore).not.toHaveBeenCalled()
    act(() => [...observers][0]!.scrollInView())
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    await act(async () => loads[0]!.resolve())
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('stops loading on scroll after a failed load, while the button still works', async () => {
    const user = userEvent.setup()
    const onLoadMore = jest.fn(() => Promise.reject(new Error('offline')))
    inView = true
    render(<LoadMore hasMore onLoadMore={onLoadMore} onScroll />)
    await act(async () => undefined)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    expect(observers.size).toBe(0)
    await user.click(button())
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('has no axe violations', async () => {
    render(<LoadMore hasMore onLoadMore={jest.fn(() => Promise.resolve())} />)
    await expectNoAxeViolations()
  })
})
