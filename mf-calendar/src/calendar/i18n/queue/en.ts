import type { QueueTexts } from './fi'

const en: QueueTexts = {
  title: 'Waiting to be sent',
  intro: 'These absences will be sent when the network connection returns. They have not been saved yet.',
  mark: 'waiting to be sent',
  cancel: 'Cancel',
  cancelLabel: (item: string) => `Cancel: ${item}`,
  refusedTitle: 'An absence that was waiting was not saved',
  refusedIntro: (item: string) => `When the absence ${item} was sent, the service did not accept it.`,
  dismiss: 'OK'
}

export default en
