import { defineTranslations } from '@pesa/shared'
import type { ChildDocumentsTexts } from './fi'

export const childDocumentsTexts = defineTranslations<ChildDocumentsTexts>('child-documents', {
  fi: () => import(/* webpackChunkName: "i18n-child-documents-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-child-documents-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-child-documents-en" */ './en')
})

export const useChildDocumentsTexts = childDocumentsTexts.useTranslation
