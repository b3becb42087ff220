import type { ApplicationsTexts } from './fi'

const en: ApplicationsTexts = {
  sections: {
    applications: 'Applications',
    decisions: 'Decisions'
  },
  placeholder: 'This part of the service is on its way.',
  club: {
    fee: 'The club fee is set by the municipality.',
    term: 'Clubs run in the club terms the municipality sets.'
  }
}

export default en
