import type { QueueTexts } from './fi'

const sv: QueueTexts = {
  title: 'Väntar på att skickas',
  intro: 'Dessa frånvaron skickas när nätverksanslutningen återkommer. De har inte sparats ännu.',
  mark: 'väntar på att skickas',
  cancel: 'Ångra',
  cancelLabel: (item: string) => `Ångra: ${item}`,
  refusedTitle: 'En frånvaro som väntade sparades inte',
  refusedIntro: (item: string) => `När frånvaron ${item} skickades godkände tjänsten den inte.`,
  dismiss: 'OK'
}

export default sv
