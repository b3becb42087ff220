import { isOn, shownSettings, withSetting } from './notification-settings'

describe('notification settings as boxes', () => {
  it('ticks a box whose type is not in the disabled list', () => {
    expect(isOn(['INCOME_NOTIFICATION'], 'income')).toBe(false)
    expect(isOn(['INCOME_NOTIFICATION'], 'message')).toBe(true)
  })

  it('adds a cleared box to the list and removes a ticked one, keeping the rest', () => {
    expect(withSetting(['DISCUSSION_TIME_NOTIFICATION'], 'bulletin', false)).toEqual(['DISCUSSION_TIME_NOTIFICATION', 'BULLETIN_NOTIFICATION'])
    expect(withSetting(['DISCUSSION_TIME_NOTIFICATION', 'BULLETIN_NOTIFICATION'], 'bulletin', true)).toEqual(['DISCUSSION_TIME_NOTIFICATION'])
    expect(withSetting(['BULLETIN_NOTIFICATION'], 'bulletin', false)).toEqual(['BULLETIN_NOTIFICATION'])
  })

  it('shows discussion times only with discussion reservations', () => {
    expect(shownSettings(false)).not.toContain('discussionTime')
    expect(shownSettings(true)).toHaveLength(9)
  })
})
