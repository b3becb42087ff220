import type { IncomeTexts } from './fi'

const sv: IncomeTexts = {
  sections: {
    income: 'Inkomstuppgifter',
    childIncome: 'Barnens inkomstuppgifter'
  },
  placeholder: 'Den här delen av tjänsten kommer snart.'
}

export default sv
