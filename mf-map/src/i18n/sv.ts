import type { MapTexts } from './fi'

const sv: MapTexts = {
  sections: {
    map: 'Enheter på kartan'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.'
}

export default sv
