/** Texts of the calendar area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    calendar: 'Kalenteri',
    children: 'Lapset',
    childDocuments: 'Lapsen asiakirjat'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.'
}

export default fi
export type CalendarTexts = typeof fi
