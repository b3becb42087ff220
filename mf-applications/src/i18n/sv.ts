import type { ApplicationsTexts } from './fi'

const sv: ApplicationsTexts = {
  sections: {
    applications: 'Ansökningar',
    decisions: 'Beslut'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.',
  club: {
    fee: 'Klubbavgiften bestäms av kommunen.',
    term: 'Klubbarna verkar under de klubbterminer som kommunen bestämmer.'
  }
}

export default sv
