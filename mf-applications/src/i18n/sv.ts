import type { ApplicationsTexts } from './fi'

const sv: ApplicationsTexts = {
  sections: {
    applications: 'Ansökningar',
    decisions: 'Beslut'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.'
}

export default sv
