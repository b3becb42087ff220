/** Texts of the personal area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    personalDetails: 'Omat tiedot'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.'
}

export default fi
export type PersonalTexts = typeof fi
