/** Texts of the messages area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    messages: 'Viestit'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.'
}

export default fi
export type MessagesTexts = typeof fi
