import { defineTranslations } from '@pesa/shared'
import type { ApplicationsTexts } from './fi'

export const applicationsTexts = defineTranslations<ApplicationsTexts>('applications', {
  fi: () => import(/* webpackChunkName: "i18n-applications-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-applications-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-applications-en" */ './en')
})

export const useApplicationsTexts = applicationsTexts.useTranslation
