import type { PersonalTexts } from './fi'

const en: PersonalTexts = {
  sections: {
    personalDetails: 'Personal details'
  },
  placeholder: 'This part of the service is on its way.'
}

export default en
