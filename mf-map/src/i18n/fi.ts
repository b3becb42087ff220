/** Texts of the map area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    map: 'Yksiköt kartalla'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.'
}

export default fi
export type MapTexts = typeof fi
