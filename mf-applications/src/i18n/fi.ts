/** Texts of the applications area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    applications: 'Hakemukset',
    decisions: 'Päätökset'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.',
  /** The club application's notes; each municipality gives its own reading (spec part 1 §9) */
  club: {
    fee: 'Kerhon maksu määräytyy kunnan päätöksen mukaan.',
    term: 'Kerhot toimivat kunnan päättäminä kerhokausina.'
  }
}

export default fi
export type ApplicationsTexts = typeof fi
