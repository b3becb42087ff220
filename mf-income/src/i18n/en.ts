import type { IncomeTexts } from './fi'

const en: IncomeTexts = {
  sections: {
    income: 'Income information',
    childIncome: "Children's income information"
  },
  placeholder: 'This part of the service is on its way.'
}

export default en
