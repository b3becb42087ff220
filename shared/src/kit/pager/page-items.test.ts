import { pageItems } from './page-items'

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shows seven items for more pages: the ends, the current page with its neighbours and gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20])
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('never leaves a gap for a single page', () => {
    for (let pages = 8; pages <= 12; pages++) {
      for (let page = 1; page <= pages; page++) {
        const items = pageItems(page, pages)
        expect(items).toHaveLength(7)
        items.forEach((item, index) => {
          if (item === 'gap') expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThan(2)
        })
      }
    }
  })
})
