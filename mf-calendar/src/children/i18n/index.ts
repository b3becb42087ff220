import { defineTranslations } from '@pesa/shared'
import type { ChildrenTexts } from './fi'

export const childrenTexts = defineTranslations<ChildrenTexts>('children', {
  fi: () => import(/* webpackChunkName: "i18n-children-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-children-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-children-en" */ './en')
})

export const useChildrenTexts = childrenTexts.useTranslation
