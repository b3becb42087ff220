import type { CalendarTexts } from './fi'

const sv: CalendarTexts = {
  sections: {
    calendar: 'Kalender',
    children: 'Barn',
    childDocuments: 'Barnets dokument'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.'
}

export default sv
