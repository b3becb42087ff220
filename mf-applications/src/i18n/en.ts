import type { ApplicationsTexts } from './fi'

const en: ApplicationsTexts = {
  sections: {
    applications: 'Applications',
    decisions: 'Decisions'
  },
  placeholder: 'This part of the service is on its way.'
}

export default en
