import { defineTranslations } from '../translations'
import type { CommonTexts } from './fi'

export const commonTexts = defineTranslations<CommonTexts>('common', {
  fi: () => import(/* webpackChunkName: "i18n-common-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-common-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './en')
})

export const useCommonTexts = commonTexts.useTranslation
