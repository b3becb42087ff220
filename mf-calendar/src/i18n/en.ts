import type { CalendarTexts } from './fi'

const en: CalendarTexts = {
  sections: {
    calendar: 'Calendar',
    children: 'Children',
    childDocuments: 'Child documents'
  },
  placeholder: 'This part of the service is on its way.'
}

export default en
