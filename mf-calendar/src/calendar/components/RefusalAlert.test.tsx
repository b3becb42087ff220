import { renderSettled } from '@pesa/shared/testing'
import { formatFinnishDate } from '@pesa/shared/validators'
import type { Refusal } from '../refusal'
import { ELLA, testData } from '../test-data'
import { RefusalAlert } from './RefusalAlert'

/*
 * Chromium 156 answers scrollIntoView (and scrollTo) with a promise. An effect that returned the
 * call's value gave React that promise as its cleanup, and the next refusal or the modal's close
 * called it: "TypeError: i is not a function", the calendar replaced by its error (seen in the e2e
 * run on a save after a refusal).
 */
describe('RefusalAlert', () => {
  const scrolled: unknown[] = []
  beforeEach(() => {
    scrolled.length = 0
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push(options)
      return Promise.resolve() as unknown as void
    }
  })

  it('brings the refused days into view on each refusal, and leaves as the browser gives it a promise back', async () => {
    const data = testData()
    const date = data.days[0]!.date
    const refusal: Refusal = { code: 'NON_RESERVABLE_DAYS', days: [{ childId: ELLA, date, reason: 'PAST' }] }
    const view = await renderSettled(<RefusalAlert refusal={refusal} data={data} qa="reservation" />)
    expect(view.container.querySelector('[data-qa="refused-days"]')?.textContent).toContain(formatFinnishDate(date))
    expect(() => view.rerender(<RefusalAlert refusal={{ ...refusal, code: 'ABSENCE_NOT_EDITABLE' }} data={data} qa="reservation" />)).not.toThrow()
    expect(scrolled).toEqual([{ block: 'nearest' }, { block: 'nearest' }])
    expect(() => view.unmount()).not.toThrow()
  })
})
