/** Texts of the applications area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    applications: 'Hakemukset',
    decisions: 'Päätökset'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.'
}

export default fi
export type ApplicationsTexts = typeof fi
