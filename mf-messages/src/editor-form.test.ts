import type { MessageRecipients } from '@pesa/shared/api/messages'
import type { Child } from '@pesa/shared/api/types'
import { ApiError } from '@pesa/shared'
import { breaksSingleUnit, emptyEditorForm, isSendFailure, keepOffered, recipientOptions, relevantChildren, validateEditor } from './editor-form'

const child = (id: string, unitId: string | null): Child => ({
  id,
  firstName: id,
  lastName: 'Virtanen',
  preferredName: '',
  dateOfBirth: '2020-01-01',
  unit: unitId ? { id: unitId, name: unitId } : null,
  group: null,
  placementType: null,
  upcomingPlacementType: null,
  upcomingPlacementStartDate: null,
  upcomingPlacementUnitName: null
})

const recipients: MessageRecipients = {
  childrenToMessageAccounts: [
    { childId: 'ella', newMessage: ['stars', 'director', 'mikko'], reply: ['stars', 'director', 'mikko'] },
    { childId: 'aino', newMessage: ['little', 'director', 'mikko'], reply: ['little', 'director', 'mikko'] },
    { childId: null, newMessage: [], reply: ['municipal'] }
  ],
  messageAccounts: [
    { id: 'stars', name: 'Tähdet', type: 'GROUP' },
    { id: 'little', name: 'Pikkutähdet', type: 'GROUP' },
    { id: 'director', name: 'Johtaja', type: 'PERSONAL' },
    { id: 'mikko', name: 'Mikko', type: 'CITIZEN' },
    { id: 'municipal', name: 'Kaupunki', type: 'MUNICIPAL' }
  ]
}
const children = [child('ella', 'kuusela'), child('aino', 'kuusela'), child('lumi', null)]

describe('the new-message editor', () => {
  it('offers the children with recipients, and chooses a single one already', () => {
    expect(relevantChildren(children, recipients).map((c) => c.id)).toEqual(['ella', 'aino'])
    expect(emptyEditorForm(['ella']).children).toEqual(['ella'])
    expect(emptyEditorForm(['ella', 'aino']).children).toEqual([])
  })

  it('offers a group of any chosen child and other accounts of all of them; the other guardian is secondary', () => {
    const both = recipientOptions(['ella', 'aino'], recipients)
    expect(both.primary.map((a) => a.id)).toEqual(['stars', 'little', 'director'])
    expect(both.secondary.map((a) => a.id)).toEqual(['mikko'])
    expect(recipientOptions([], recipients)).toEqual({ primary: [], secondary: [] })
  })

  it('drops recipients the children no longer offer', () => {
    const form = { ...emptyEditorForm([]), children: ['aino'], recipients: ['stars', 'director'] }
    expect(keepOffered(form, recipients)).toEqual(['director'])
  })

  it('tells children of two units apart', () => {
    expect(breaksSingleUnit(['ella', 'aino'], children)).toBe(false)
    expect(breaksSingleUnit(['ella', 'aino'], [child('ella', 'kuusela'), child('aino', 'tahtitarha')])).toBe(true)
  })

  it('needs a subject, a text, a child and a staff recipient', () => {
    expect(validateEditor(emptyEditorForm([]), recipients)).toEqual({ title: 'REQUIRED', content: 'REQUIRED', recipients: 'REQUIRED', children: 'REQUIRED' })
    const onlyCopy = { ...emptyEditorForm(['ella']), title: 'Hei', content: 'Hei', recipients: ['mikko'] }
    expect(validateEditor(onlyCopy, recipients)).toEqual({ recipients: 'REQUIRED' })
    expect(validateEditor({ ...onlyCopy, recipients: ['stars', 'mikko'] }, recipients)).toEqual({})
  })
})

describe('a failed send (§8: a text in the editor)', () => {
  const shown = ['RECIPIENT_NOT_ALLOWED']
  it('is a lost connection or a server error', () => {
    expect(isSendFailure(new ApiError(0, undefined), shown)).toBe(true)
    expect(isSendFailure(new ApiError(500, { errorCode: 'UNKNOWN_ERROR' }), shown)).toBe(true)
  })
  it("is not a lost session, field errors, the editor's own codes or a bug", () => {
    expect(isSendFailure(new ApiError(401, { errorCode: 'UNAUTHORIZED' }), shown)).toBe(false)
    expect(isSendFailure(new ApiError(400, { errorCode: 'VALIDATION_FAILED', fieldErrors: { title: 'REQUIRED' } }), shown)).toBe(false)
    expect(isSendFailure(new ApiError(400, { errorCode: 'RECIPIENT_NOT_ALLOWED' }), shown)).toBe(false)
    expect(isSendFailure(new TypeError('x'), shown)).toBe(false)
  })
})
