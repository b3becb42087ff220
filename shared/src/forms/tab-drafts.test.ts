import { clearOtherPersonsTabDrafts, clearTabDraft, clearTabDrafts, readTabDraft, tabDraftKey, writeTabDraft } from './tab-drafts'

describe('tab drafts', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('keeps a draft per area and person until it is cleared', () => {
    const key = tabDraftKey('messages', 'p1', 'new')
    expect(key).toBe('pesa-draft:messages:p1:new')
    writeTabDraft(key, { content: 'Hei' })
    expect(readTabDraft(key)).toEqual({ content: 'Hei' })
    expect(readTabDraft(tabDraftKey('messages', 'p2', 'new'))).toBeUndefined()
    clearTabDraft(key)
    expect(readTabDraft(key)).toBeUndefined()
  })

  it("logout removes every area's drafts and nothing else", () => {
    writeTabDraft(tabDraftKey('messages', 'p1', 'new'), 1)
    writeTabDraft(tabDraftKey('income', 'p1', 'form:new'), 2)
    window.sessionStorage.setItem('other', 'kept')
    clearTabDrafts()
    expect(window.sessionStorage.length).toBe(1)
    expect(window.sessionStorage.getItem('other')).toBe('kept')
  })

  it("a login removes the other persons' drafts and keeps the person's own", () => {
    writeTabDraft(tabDraftKey('applications', 'p1', 'a1'), 1)
    writeTabDraft(tabDraftKey('messages', 'p2', 'new'), 2)
    clearOtherPersonsTabDrafts('p1')
    expect(readTabDraft(tabDraftKey('applications', 'p1', 'a1'))).toBe(1)
    expect(readTabDraft(tabDraftKey('messages', 'p2', 'new'))).toBeUndefined()
  })

  it('reads a broken value as no draft', () => {
    window.sessionStorage.setItem(tabDraftKey('income', 'p1', 'x'), '{')
    expect(readTabDraft(tabDraftKey('income', 'p1', 'x'))).toBeUndefined()
  })
})
