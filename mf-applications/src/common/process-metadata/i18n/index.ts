import { defineTranslations } from '@pesa/shared'
import type { ProcessMetadataTexts } from './fi'

export const processMetadataTexts = defineTranslations<ProcessMetadataTexts>('process-metadata', {
  fi: () => import(/* webpackChunkName: "i18n-process-metadata-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-process-metadata-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-process-metadata-en" */ './en')
})

export const useProcessMetadataTexts = processMetadataTexts.useTranslation
