import type { MapTexts } from './fi'

const en: MapTexts = {
  sections: {
    map: 'Units on the map'
  },
  placeholder: 'This part of the service is on its way.'
}

export default en
