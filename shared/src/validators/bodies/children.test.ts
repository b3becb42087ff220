import {
  validateAbsenceApplicationRequest,
  validateChildDocumentAnswerRequest,
  validatePlacementTerminationRequest,
  validateServiceApplicationRequest
} from './children'

describe('child page bodies take only real calendar dates', () => {
  const today = '2026-01-05'
  const sections = [{ questions: [{ id: 'meeting', type: 'DATE' as const }] }]
  const answer = (value: string) => validateChildDocumentAnswerRequest(sections, { content: { answers: [{ questionId: 'meeting', type: 'DATE', value }] } })

  it.each(['2026-02-30', '2027-02-29'])('refuses %s', (date) => {
    expect(answer(date)).toEqual({ 'answers.meeting': 'INVALID_DATE' })
    expect(validateAbsenceApplicationRequest({ startDate: date, endDate: date, description: 'x' }, today)).toEqual({
      startDate: 'INVALID_DATE',
      endDate: 'INVALID_DATE'
    })
    expect(validateServiceApplicationRequest({ startDate: date, serviceNeedOptionId: 'a', additionalInfo: 'x' }, today)).toEqual({ startDate: 'INVALID_DATE' })
    expect(validatePlacementTerminationRequest({ terminationDate: date }, today, '2030-01-01')).toEqual({ terminationDate: 'INVALID_DATE' })
  })

  it('takes a leap day', () => {
    expect(answer('2028-02-29')).toEqual({})
    expect(validateAbsenceApplicationRequest({ startDate: '2028-02-29', endDate: '2028-02-29', description: 'x' }, today)).toEqual({})
    expect(validatePlacementTerminationRequest({ terminationDate: '2028-02-29' }, today, '2030-01-01')).toEqual({})
  })
})
