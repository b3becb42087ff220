import { defineTranslations } from '@pesa/shared'
import type { DecisionsTexts } from './fi'

export const decisionsTexts = defineTranslations<DecisionsTexts>('decisions', {
  fi: () => import(/* webpackChunkName: "i18n-decisions-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-decisions-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-decisions-en" */ './en')
})

export const useDecisionsTexts = decisionsTexts.useTranslation
