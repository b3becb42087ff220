import { defineTranslations } from '@pesa/shared'
import type { IncomeTexts } from './fi'

export const incomeTexts = defineTranslations<IncomeTexts>('income', {
  fi: () => import(/* webpackChunkName: "i18n-income-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-income-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-income-en" */ './en')
})

export const useIncomeTexts = incomeTexts.useTranslation
