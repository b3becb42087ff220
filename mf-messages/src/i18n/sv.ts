import type { MessagesTexts } from './fi'

const sv: MessagesTexts = {
  sections: {
    messages: 'Meddelanden'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.'
}

export default sv
