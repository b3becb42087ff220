/** Texts of the income area. This file is the schema: sv and en must have every key. */
const fi = {
  sections: {
    income: 'Tulotiedot',
    childIncome: 'Lasten tulotiedot'
  },
  placeholder: 'Tämä palvelun osa on tulossa pian.'
}

export default fi
export type IncomeTexts = typeof fi
