import type { PersonalTexts } from './fi'

const sv: PersonalTexts = {
  sections: {
    personalDetails: 'Personuppgifter'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.'
}

export default sv
