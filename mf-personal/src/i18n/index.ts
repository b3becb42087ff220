import { defineTranslations } from '@pesa/shared'
import type { PersonalTexts } from './fi'

export const personalTexts = defineTranslations<PersonalTexts>('personal', {
  fi: () => import(/* webpackChunkName: "i18n-personal-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-personal-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-personal-en" */ './en')
})

export const usePersonalTexts = personalTexts.useTranslation
