import type { MessagesTexts } from './fi'

const en: MessagesTexts = {
  sections: {
    messages: 'Messages'
  },
  placeholder: 'This part of the service is on its way.'
}

export default en
