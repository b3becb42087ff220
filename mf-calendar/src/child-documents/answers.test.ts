import { answerText, hasUnsentAnswers, initialAnswers, toContent, validateAnswers, type Template } from './answers'

const TEMPLATE: Template = {
  sections: [
    {
      id: 's',
      label: 'Perustiedot',
      questions: [
        { id: 'intro', type: 'STATIC_TEXT_PARAGRAPH', label: 'Ohje' },
        { id: 'wishes', type: 'TEXT', label: 'Toiveet', required: true },
        { id: 'allergies', type: 'CHECKBOX', label: 'Allergiat' },
        {
          id: 'activities',
          type: 'CHECKBOX_GROUP',
          label: 'Mistä pitää',
          options: [
            { id: 'music', label: 'Musiikki' },
            { id: 'books', label: 'Kirjat' }
          ]
        },
        { id: 'language', type: 'RADIO_BUTTON_GROUP', label: 'Kotikieli', required: true, options: [{ id: 'fi', label: 'suomi' }] },
        { id: 'meeting', type: 'DATE', label: 'Päivä' }
      ]
    }
  ]
}

describe('initialAnswers', () => {
  it('gives every answerable question its empty value, or the answer the document holds', () => {
    expect(initialAnswers(TEMPLATE, { answers: [{ questionId: 'wishes', type: 'TEXT', value: 'Ulkoilua' }] })).toEqual({
      wishes: 'Ulkoilua',
      allergies: false,
      activities: [],
      language: null,
      meeting: null
    })
  })
})

describe('validateAnswers', () => {
  const empty = initialAnswers(TEMPLATE, { answers: [] })

  it('names the required questions left unanswered', () => {
    expect(validateAnswers(TEMPLATE, empty, {})).toEqual({ 'answers.wishes': 'REQUIRED', 'answers.language': 'SELECT_ONE' })
  })

  it('accepts every type answered, in the shape the server takes', () => {
    const answers = { ...empty, wishes: 'Ulkoilua', allergies: true, activities: ['books'], language: 'fi', meeting: '2026-12-01' }
    expect(validateAnswers(TEMPLATE, answers, {})).toEqual({})
    expect(toContent(TEMPLATE, answers).answers.map((answer) => answer.type)).toEqual(['TEXT', 'CHECKBOX', 'CHECKBOX_GROUP', 'RADIO_BUTTON_GROUP', 'DATE'])
  })

  it('refuses a date typed that is not a date, although its value is empty', () => {
    expect(validateAnswers(TEMPLATE, { ...empty, wishes: 'x', language: 'fi' }, { meeting: 'INVALID_DATE' })).toEqual({ 'answers.meeting': 'INVALID_DATE' })
  })
})

describe('hasUnsentAnswers', () => {
  it('holds once something differs from what was loaded', () => {
    const initial = initialAnswers(TEMPLATE, { answers: [] })
    expect(hasUnsentAnswers(initial, { ...initial })).toBe(false)
    expect(hasUnsentAnswers(initial, { ...initial, activities: ['music'] })).toBe(true)
  })
})

describe('answerText', () => {
  const question = (id: string) => TEMPLATE.sections[0]!.questions.find((q) => q.id === id)!
  const format = (iso: string) => iso.split('-').reverse().join('.')

  it('shows options by their labels, a ticked box as yes, and nothing for an empty answer', () => {
    const words = { yes: 'Kyllä', no: 'Ei' }
    const draft = { final: false }
    expect(answerText(question('activities'), ['music', 'books'], words, format, draft)).toBe('Musiikki, Kirjat')
    expect(answerText(question('allergies'), true, words, format, draft)).toBe('Kyllä')
    expect(answerText(question('meeting'), '2026-12-01', words, format, draft)).toBe('01.12.2026')
    expect(answerText(question('wishes'), '  ', words, format, draft)).toBeUndefined()
  })

  it('reads an unticked box as no once the answers are sent or previewed, as no answer before', () => {
    const words = { yes: 'Kyllä', no: 'Ei' }
    expect(answerText(question('allergies'), false, words, format, { final: true })).toBe('Ei')
    expect(answerText(question('allergies'), null, words, format, { final: true })).toBe('Ei')
    expect(answerText(question('allergies'), true, words, format, { final: true })).toBe('Kyllä')
    expect(answerText(question('allergies'), false, words, format, { final: false })).toBeUndefined()
    expect(answerText(question('wishes'), '', words, format, { final: true })).toBeUndefined()
  })
})
